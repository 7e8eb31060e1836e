/**
 * "Follow this bill" at each step the Council takes outside a meeting (decision 160, issue 47): a bill's history
 * also moves where no agenda shows it (introduced, sent to the Mayor, signed, vetoed, returned unsigned, filed at
 * the end of the session). The structured source's new steps are recorded once each as they arrive
 * (`upstream_matter_steps`, legistar-matters.ts); the alert scan tells each follower of the file of each new step
 * taken at no meeting, once: a row per follower and step (`matter_step_alerts`, unique) before anything is sent,
 * one message per follower and channel (e-mail, and a text to a confirmed number, migration 084) for the steps
 * not yet sent on it, marked sent after. A step at a meeting is told by the
 * agenda alerts (before the meeting) and the minutes (after), as any followed item.
 *
 * Only steps that arrived after the follow was confirmed: following a bill is not a request for its past.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { Language } from '#contract/languages.ts';
import type { AppDatabase } from '../../db/database.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { defineJobKind } from '../../jobs/job-kinds.ts';
import type { AlertContext } from '../jobs/alert-context.ts';
import { liveRecipient, type DeliveryOutcome } from '../delivery/alert-delivery.ts';
import { alertLinks, baseUrl, languageParam, unsubscribeHeaders } from '../messages/alert-links.ts';
import { alertChannelSchema, type AlertChannel } from '../jobs/alert-kinds.ts';
import { matterStepSms } from '../messages/sms-text.ts';

/** Sends one follower the steps recorded for them and not yet sent on one channel (e-mail when none is named: jobs queued before SMS). */
export const MATTER_STEPS_DELIVER_JOB = defineJobKind(
  'alerts.matter-steps-deliver',
  z.object({ subscriptionId: z.number().int(), upTo: z.number().int(), channel: alertChannelSchema.optional() }),
);
type MatterStepsPayload = z.infer<typeof MATTER_STEPS_DELIVER_JOB.payload>;

/** One job per follower, newest step and channel; the e-mail key is the one used before SMS, so no job is orphaned. */
const matterStepsKey = (subscriptionId: number, upTo: number, channel: AlertChannel) => `alert:matter-steps:${subscriptionId}:${upTo}${channel === 'sms' ? ':sms' : ''}`;

/** Records who is to be told of which new step, on which channels, and queues one message per follower and channel; returns the rows recorded. */
export async function scanMatterSteps(db: AppDatabase, now: Date): Promise<number> {
  const pending = await db
    .selectFrom('upstream_matter_steps as s')
    .innerJoin('item_follows as f', 'f.file_number', 's.file_number')
    .innerJoin('subscriptions as sub', 'sub.id', 'f.subscription_id')
    .select(['s.id as step_row_id', 'f.subscription_id', 'sub.email_notifications', 'sub.sms_notifications', 'sub.phone_number', 'sub.sms_confirmed_at'])
    .where('s.event_id', 'is', null)
    .where('f.confirmed_at', 'is not', null)
    .where(sql<boolean>`s.seen_at >= f.confirmed_at`)
    .where('sub.unsubscribed_at', 'is', null)
    .where((eb) => eb.or([eb('sub.email_notifications', '=', 1), eb.and([eb('sub.sms_notifications', '=', 1), eb('sub.phone_number', 'is not', null), eb('sub.sms_confirmed_at', 'is not', null)])]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('matter_step_alerts as a').select('a.id').whereRef('a.subscription_id', '=', 'f.subscription_id').whereRef('a.step_row_id', '=', 's.id'))))
    .orderBy('s.id')
    .execute();
  if (pending.length === 0) return 0;
  const at = now.toISOString();
  const upTo = new Map<string, { subscriptionId: number; channel: AlertChannel; last: number }>();
  for (const row of pending) {
    // A number gets texts only once its owner answered YES (double opt-in), as for every other SMS alert.
    const due = { email: row.email_notifications === 1, sms: row.sms_notifications === 1 && !!row.phone_number && row.sms_confirmed_at !== null };
    await db
      .insertInto('matter_step_alerts')
      .values({ subscription_id: row.subscription_id, step_row_id: row.step_row_id, created_at: at, email_due: due.email ? 1 : 0, sms_due: due.sms ? 1 : 0 })
      .onConflict((oc) => oc.columns(['subscription_id', 'step_row_id']).doNothing())
      .execute();
    for (const channel of ['email', 'sms'] as const) {
      if (!due[channel]) continue;
      const key = `${row.subscription_id}:${channel}`;
      upTo.set(key, { subscriptionId: row.subscription_id, channel, last: Math.max(upTo.get(key)?.last ?? 0, row.step_row_id) });
    }
  }
  for (const { subscriptionId, channel, last } of upTo.values()) {
    const payload = channel === 'email' ? { subscriptionId, upTo: last } : { subscriptionId, upTo: last, channel };
    await enqueueJob(db, { kind: MATTER_STEPS_DELIVER_JOB, payload, idempotencyKey: matterStepsKey(subscriptionId, last, channel) }, now);
  }
  return pending.length;
}

interface StepToTell {
  id: number;
  file_number: string;
  action_date: string | null;
  action: string | null;
  body_name: string | null;
  passed: number | null;
  version: string | null;
}

const WORDS = {
  en: {
    subject: (file: string, action: string) => `${file}: a new step (${action})`,
    intro: (name: string) => `Hello${name ? ` ${name}` : ''},\n\nA bill you follow moved outside a meeting. The Council's record says:`,
    passed: 'passed',
    failed: 'failed',
    version: (v: string) => `version ${v}`,
    every: 'Every step of the file',
    manage: 'Change or stop these alerts',
  },
  es: {
    subject: (file: string, action: string) => `${file}: un nuevo paso (${action})`,
    intro: (name: string) => `Hola${name ? ` ${name}` : ''}:\n\nUn proyecto que sigue avanzó fuera de una reunión. El registro del Concejo dice (en inglés):`,
    passed: 'aprobado',
    failed: 'rechazado',
    version: (v: string) => `versión ${v}`,
    every: 'Cada paso del expediente',
    manage: 'Cambiar o detener estas alertas',
  },
} as const;

/** One line per step: its day, the body that acted, the Council's words, its result and version when given. */
function stepLine(step: StepToTell, words: (typeof WORDS)[Language]): string {
  const marks = [step.passed === 1 ? words.passed : step.passed === 0 ? words.failed : null, step.version && step.version !== '*' ? words.version(step.version) : null].filter(Boolean);
  const day = step.action_date?.slice(0, 10);
  return `- ${step.file_number}${day ? `, ${day}` : ''}${step.body_name ? `, ${step.body_name}` : ''}: ${step.action ?? '?'}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
}

/** The steps recorded for a follower, due and not yet sent on `channel`, up to the job's newest. */
function unsentSteps(ctx: AlertContext, subscriptionId: number, upTo: number, channel: AlertChannel): Promise<StepToTell[]> {
  return ctx.db
    .selectFrom('matter_step_alerts as a')
    .innerJoin('upstream_matter_steps as s', 's.id', 'a.step_row_id')
    .select(['a.id', 's.file_number', 's.action_date', 's.action', 's.body_name', 's.passed', 's.version'])
    .where('a.subscription_id', '=', subscriptionId)
    .where(channel === 'sms' ? 'a.sms_due' : 'a.email_due', '=', 1)
    .where(channel === 'sms' ? 'a.sms_sent_at' : 'a.sent_at', 'is', null)
    .where('a.step_row_id', '<=', upTo)
    .orderBy('s.id')
    .execute();
}

export async function deliverMatterSteps(ctx: AlertContext, payload: MatterStepsPayload): Promise<DeliveryOutcome> {
  const now = ctx.clock.now();
  const channel = payload.channel ?? 'email';
  const sub = await liveRecipient(ctx, payload.subscriptionId, channel);
  if (!sub || (channel === 'email' && !sub.email)) return 'skipped';
  const steps = await unsentSteps(ctx, sub.id, payload.upTo, channel);
  if (steps.length === 0) return 'skipped';
  const language: Language = sub.language === 'es' ? 'es' : 'en';
  const files = [...new Set(steps.map((s) => s.file_number))];
  const dossierUrl = (file: string) => `${baseUrl(ctx.publicUrl)}/matters/${encodeURIComponent(file)}${languageParam(language, '?')}`;
  // The same delivery run again (a crash before the rows were marked) is the same message.
  const dedupeKey = `alert:matter-steps:${sub.id}:${steps.map((s) => s.id).join(',')}${channel === 'sms' ? ':sms' : ''}`;
  if (channel === 'sms') {
    const last = steps.at(-1)!;
    await ctx.sms.send({ to: sub.phone_number!, body: matterStepSms(ctx.city.config, { file: last.file_number, action: last.action ?? '?', more: steps.length - 1 }, dossierUrl(last.file_number), language), dedupeKey });
    await ctx.db.updateTable('matter_step_alerts').set({ sms_sent_at: now.toISOString() }).where('id', 'in', steps.map((s) => s.id)).execute();
    return 'sent';
  }
  const words = WORDS[language];
  const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), sub.id, null, now, language);
  const dossiers = files.map((f) => `${words.every} ${f}: ${dossierUrl(f)}`);
  const text = [words.intro(sub.full_name.trim()), '', ...steps.map((s) => stepLine(s, words)), '', ...dossiers, '', `${words.manage}: ${links.manage}`].join('\n');
  await ctx.mailer.send({
    to: sub.email!,
    subject: words.subject(files.join(', '), steps.at(-1)!.action ?? '?'),
    text,
    language,
    headers: unsubscribeHeaders(links),
    dedupeKey,
  });
  await ctx.db.updateTable('matter_step_alerts').set({ sent_at: now.toISOString() }).where('id', 'in', steps.map((s) => s.id)).execute();
  return 'sent';
}
