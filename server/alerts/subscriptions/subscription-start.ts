/** Confirming a subscription and starting its alerts, as one unit of work. */
import type { AlertContext } from '../jobs/alert-context.ts';
import { manageLinkEmail } from '../messages/alert-emails.ts';
import { catchUpSubscription } from '../meeting-alerts/alert-fanout.ts';
import { catchUpAgendas } from '../agenda-alerts/agenda-catch-up.ts';
import { alertLinks } from '../messages/alert-links.ts';
import { ensureScanScheduled } from '../meeting-alerts/alert-scan.ts';
import { confirmSubscription, type SubscriptionRow } from './subscription-store.ts';
import { EMAIL_JOB } from '../../delivery/delivery-jobs.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { askSmsConsent } from '../sms-webhook/sms-consent.ts';

/**
 * Confirms the subscription and queues its welcome, any reminder already due and the items of agendas already
 * posted that concern it (a late sign-up, issue 37), in one transaction: a crash
 * can leave it unconfirmed (the link still works) but never confirmed without its messages (issue 23, lost
 * alerts). Returns false when it was already confirmed (nothing queued twice).
 */
export async function confirmAndStart(ctx: AlertContext, row: SubscriptionRow): Promise<boolean> {
  const now = ctx.clock.now();
  const secret = await ctx.linkSecret();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await confirmSubscription(trx, row.id, now))) return false;
    // The address is its owner's now; the phone is asked separately, and gets nothing else until it says YES.
    await askSmsConsent(trx, ctx.city.config, row, now);
    const links = alertLinks(ctx.publicUrl, secret, row.id, null, now, row.language);
    await enqueueJob(trx, { kind: EMAIL_JOB, payload: manageLinkEmail(ctx.city.config, row, links, 'welcome'), idempotencyKey: `signup:${row.id}` }, now);
    await ensureScanScheduled(trx, now);
    await catchUpSubscription({ db: trx, clock: ctx.clock, city: ctx.city }, row.id);
    await catchUpAgendas(trx, ctx.city, row.id, 'signup', now);
    return true;
  });
}
