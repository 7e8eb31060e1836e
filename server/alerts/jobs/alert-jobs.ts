/**
 * Registers the alert jobs (reminders, new minutes, and alerts before the vote) with the app's durable worker, and starts the minute-by-minute scan at start-up
 * when anyone is subscribed (the first signup starts it otherwise). The scan re-queues itself under a key per
 * minute, so any number of processes keep exactly one chain going and a crash loses nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertContext } from './alert-context.ts';
import { deliverAlert } from '../delivery/alert-delivery.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { ALERT_DELIVER_JOB, ALERT_FANOUT_JOB, ALERT_SCAN_JOB } from './alert-kinds.ts';
import { ensureScanScheduled, scanAlerts, scheduleNextScan } from '../meeting-alerts/alert-scan.ts';
import { deliverAgendaAlert } from '../delivery/agenda-delivery.ts';
import { fanOutCancellation } from '../agenda-alerts/agenda-cancel.ts';
import { fanOutDigest } from '../agenda-alerts/agenda-digest.ts';
import { fanOutAgenda } from '../agenda-alerts/agenda-fanout.ts';
import { AGENDA_DELIVER_JOB, AGENDA_FANOUT_JOB } from '../agenda-alerts/agenda-kinds.ts';
import { scanAgendaAlerts } from '../agenda-alerts/agenda-scan.ts';
import { onRecordChange, type RecordChangeHook } from '../../meetings/record-changes.ts';
import { askNumbersNeverAsked } from '../sms-webhook/sms-consent.ts';
import { markRemovedToldItems } from '../agenda-alerts/removed-items.ts';
import { deliverMatterSteps, MATTER_STEPS_DELIVER_JOB, scanMatterSteps } from '../matter-steps/matter-step-alerts.ts';

/**
 * What alerts must do in the transaction of any change to the record, whichever process writes it (the server,
 * the worker, `npm run ingest` or `npm run sync`: server/record-followers.ts). Speak-up's closures follow the
 * record by their own hook (speak-up/speak-up-closures.ts `speakUpOnRecordChange`).
 */
export function alertsOnRecordChange(): RecordChangeHook {
  return async (trx, now) => {
    // Items told of and no longer listed are told as removed when the minutes come (removed-items.ts).
    await markRemovedToldItems(trx, now);
  };
}

export function registerAlertJobs(app: FastifyInstance, ctx: AlertContext): void {
  app.jobs.register(ALERT_SCAN_JOB, async () => {
    const now = ctx.clock.now();
    // Next minute first: a failing scan must not break the chain.
    await scheduleNextScan(ctx.db, now);
    await scanAlerts(ctx, now);
    await scanAgendaAlerts(ctx.db, now, app.city.config.timeZone);
    // A followed bill's steps taken at no meeting (signed, vetoed, sent to the Mayor ...), told once each.
    await scanMatterSteps(ctx.db, now);
    for (const step of ctx.scanSteps) await step(now);
  });
  // A revised agenda marks the items told of and no longer listed in the transaction that writes it.
  const stop = onRecordChange(app.db, alertsOnRecordChange());
  app.addHook('onClose', async () => stop());
  app.jobs.register(ALERT_FANOUT_JOB, async (payload) => {
    await fanOut(ctx, payload);
  });
  app.jobs.register(ALERT_DELIVER_JOB, async (payload) => {
    await deliverAlert(ctx, payload);
  });
  app.jobs.register(AGENDA_FANOUT_JOB, async (payload) => {
    if (payload.kind === 'agenda') await fanOutAgenda(ctx, payload);
    else if (payload.kind === 'cancel') await fanOutCancellation(ctx, payload);
    else await fanOutDigest(ctx, payload);
  });
  app.jobs.register(AGENDA_DELIVER_JOB, async (payload) => {
    await deliverAgendaAlert(ctx, payload);
  });
  app.jobs.register(MATTER_STEPS_DELIVER_JOB, async (payload) => {
    await deliverMatterSteps(ctx, payload);
  });
  app.addHook('onReady', async () => {
    // Numbers with SMS on from before the double opt-in get their one confirmation text (and nothing else).
    const asked = await askNumbersNeverAsked(app.db, ctx.city.config, app.clock.now());
    if (asked > 0) app.log.info({ asked }, 'asked SMS numbers never asked to confirm');
    const live = await app.db
      .selectFrom('subscriptions')
      .select('id')
      .where('unsubscribed_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    // A resident who wrote about an item waits for its outcome, subscribed or not.
    const waiting = await app.db.selectFrom('speak_up_receipts').select('id').where('outcome_sent_at', 'is', null).limit(1).executeTakeFirst();
    if (live || waiting) await ensureScanScheduled(app.db, app.clock.now());
  });
}
