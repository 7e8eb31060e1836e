/**
 * "Follow this bill" at each step the Council takes outside a meeting (decision 160, issue 47): a bill's history
 * also moves where no agenda shows it (introduced, sent to the Mayor, signed, vetoed, returned unsigned, filed at
 * the end of the session). The structured source's new steps are recorded once each as they arrive
 * (`upstream_matter_steps`, legistar-matters.ts); the alert scan tells each follower of the file of each new step
 * taken at no meeting, once: a row per follower and step (`matter_step_alerts`, unique) before anything is sent,
 * one message per follower for the steps not yet sent, marked sent after. A step at a meeting is told by the
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

/** Sends one follower the steps recorded for them and not yet sent. */
export const MATTER_STEPS_DELIVER_JOB = defineJobKind('alerts.matter-steps-deliver', z.object({ subscriptionId: z.number().int(), upTo: z.number().int() }));

/** Records who is to be told of which new step and queues one message per follower; returns the rows recorded. */
export async function scanMatterSteps(db: AppDatabase, now: Date): Promise<number> {
  const pending = await db
    .selectFrom('upstream_matter_steps as s')
    .innerJoin('item_follows as f', 'f.file_number', 's.file_number')
    .innerJoin('subscriptions as sub', 'sub.id', 'f.subscription_id')
    .select(['s.id as step_row_id', 'f.subscription_id'])
    .where('s.event_id', 'is', null)
    .where('f.confirmed_at', 'is not', null)
    .where(sql<boolean>`s.seen_at >= f.confirmed_at`)
    .where('sub.unsubscribed_at', 'is', null)
    .where('sub.email_notifications', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('matter_step_alerts as a').select('a.id').whereRef('a.subscription_id', '=', 'f.subscription_id').whereRef('a.step_row_id', '=', 's.id'))))
    .orderBy('s.id')
    .execute();
  if (pending.length === 0) return 0;
  const at = now.toISOString();
  const upTo = new Map<number, number>();
  for (const row of pending) {
    await db.insertInto('matter_step_alerts').values({ subscription_id: row.subscription_id, step_row_id: row.step_row_id, created_at: at }).onConflict((oc) => oc.columns(['subscription_id', 'step_row_id']).doNothing()).execute();
    upTo.set(row.subscription_id, Math.max(upTo.get(row.subscription_id) ?? 0, row.step_row_id));
  }
  for (const [subscriptionId, last] of upTo) {
    await enqueueJob(db, { kind: MATTER_STEPS_DELIVER_JOB, payload: { subscriptionId, upTo: last }, idempotencyKey: `alert:matter-steps:${subscriptionId}:${last}` }, now);
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

export async function deliverMatterSteps(ctx: AlertContext, payload: z.infer<typeof MATTER_STEPS_DELIVER_JOB.payload>): Promise<DeliveryOutcome> {
  const now = ctx.clock.now();
  const sub = await liveRecipient(ctx, payload.subscriptionId, 'email');
  if (!sub?.email) return 'skipped';
  const steps = await ctx.db
    .selectFrom('matter_step_alerts as a')
    .innerJoin('upstream_matter_steps as s', 's.id', 'a.step_row_id')
    .select(['a.id', 's.file_number', 's.action_date', 's.action', 's.body_name', 's.passed', 's.version'])
    .where('a.subscription_id', '=', sub.id)
    .where('a.sent_at', 'is', null)
    .where('a.step_row_id', '<=', payload.upTo)
    .orderBy('s.id')
    .execute();
  if (steps.length === 0) return 'skipped';
  const language: Language = sub.language === 'es' ? 'es' : 'en';
  const words = WORDS[language];
  const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), sub.id, null, now, language);
  const files = [...new Set(steps.map((s) => s.file_number))];
  const dossiers = files.map((f) => `${words.every} ${f}: ${baseUrl(ctx.publicUrl)}/matters/${encodeURIComponent(f)}${languageParam(language, '?')}`);
  const text = [words.intro(sub.full_name.trim()), '', ...steps.map((s) => stepLine(s, words)), '', ...dossiers, '', `${words.manage}: ${links.manage}`].join('\n');
  await ctx.mailer.send({
    to: sub.email,
    subject: words.subject(files.join(', '), steps.at(-1)!.action ?? '?'),
    text,
    language,
    headers: unsubscribeHeaders(links),
    dedupeKey: `alert:matter-steps:${sub.id}:${steps.map((s) => s.id).join(',')}`,
  });
  await ctx.db.updateTable('matter_step_alerts').set({ sent_at: now.toISOString() }).where('id', 'in', steps.map((s) => s.id)).execute();
  return 'sent';
}
