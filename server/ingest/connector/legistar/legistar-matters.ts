/**
 * The matters (bills, resolutions, land use applications) named on the meetings a pass read: each one's record
 * (`/matters/{id}`), and when it changed since it was stored (`MatterLastModifiedUtc`), its history of actions and
 * its sponsors, kept in `upstream_matters` (migration 041) as the source gives them. A temporary number
 * ("T2026-2241", an item pre-considered before it is introduced) is a matter like any other: the history entry's id
 * (the event item's) links it to the numbered matter it becomes.
 *
 * Also its attachments (`/matters/{id}/attachments`: the Council's own documents, by the links it gives), and the
 * steps of its history that are new since it was last stored (`upstream_matter_steps`, decision 160): a step seen
 * once is recorded once, whatever later reads bring; the history read when the matter is first stored is the
 * matter's past, not news. "Follow this bill" tells its followers of those steps (alerts/matter-steps).
 */
import type { AppDatabase } from '../../../db/database.ts';
import type { StoredStep } from '../../../meetings/matter-dossier.ts';
import type { LegistarClient } from './legistar-client.ts';
import { legistarMatterAttachmentSchema, legistarMatterHistorySchema, legistarMatterSchema, legistarMatterSponsorSchema, parseRows } from './legistar-rows.ts';

export type MatterOutcome = 'stored' | 'unchanged';

export async function syncMatter(db: AppDatabase, client: LegistarClient, source: string, matterId: number, now: Date): Promise<MatterOutcome> {
  const matter = legistarMatterSchema.parse(await client.get(`/matters/${matterId}`));
  const stored = await db
    .selectFrom('upstream_matters')
    .select(['modified_at', 'history', 'guid'])
    .where('upstream_source', '=', source)
    .where('upstream_id', '=', String(matterId))
    .executeTakeFirst();
  const guid = matter.MatterGuid?.trim() || null;
  if (stored && stored.modified_at === (matter.MatterLastModifiedUtc ?? null)) {
    // A row stored before the global id was kept (migration 085) gets it from this read, without a new step.
    if (stored.guid !== guid) await db.updateTable('upstream_matters').set({ guid }).where('upstream_source', '=', source).where('upstream_id', '=', String(matterId)).execute();
    return 'unchanged';
  }
  const [history, sponsors, attachments] = await Promise.all([
    client.get(`/matters/${matterId}/histories`).then((rows) => parseRows(legistarMatterHistorySchema, rows, `matter ${matterId} history`)),
    client.get(`/matters/${matterId}/sponsors`).then((rows) => parseRows(legistarMatterSponsorSchema, rows, `matter ${matterId} sponsors`)),
    client.get(`/matters/${matterId}/attachments`).then((rows) => parseRows(legistarMatterAttachmentSchema, rows, `matter ${matterId} attachments`)),
  ]);
  const steps: StoredStep[] = history.map((h) => ({
    id: h.MatterHistoryId,
    date: h.MatterHistoryActionDate ?? null,
    action: h.MatterHistoryActionName ?? null,
    body: h.MatterHistoryActionBodyName ?? null,
    event_id: h.MatterHistoryEventId ?? null,
    passed: h.MatterHistoryPassedFlag ?? null,
    version: h.MatterHistoryVersion ?? null,
  }));
  const row = {
    file_number: matter.MatterFile ?? null,
    name: matter.MatterName ?? null,
    title: matter.MatterTitle ?? null,
    type_name: matter.MatterTypeName ?? null,
    status_name: matter.MatterStatusName ?? null,
    body_name: matter.MatterBodyName ?? null,
    version: matter.MatterVersion ?? null,
    intro_date: matter.MatterIntroDate ?? null,
    passed_date: matter.MatterPassedDate ?? null,
    enactment_date: matter.MatterEnactmentDate ?? null,
    enactment_number: matter.MatterEnactmentNumber ?? null,
    sponsors: JSON.stringify(sponsors.map((s) => ({ person_id: s.MatterSponsorNameId ?? null, name: s.MatterSponsorName, sequence: s.MatterSponsorSequence ?? null }))),
    history: JSON.stringify(steps.map((step, i) => ({ ...step, text: history[i]!.MatterHistoryActionText ?? null }))),
    attachments: JSON.stringify(
      attachments
        .filter((a) => a.MatterAttachmentHyperlink?.trim())
        .map((a) => ({ id: a.MatterAttachmentId, name: a.MatterAttachmentName?.trim() || null, url: a.MatterAttachmentHyperlink!.trim(), sort: a.MatterAttachmentSort ?? null })),
    ),
    guid,
    modified_at: matter.MatterLastModifiedUtc ?? null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('upstream_matters')
    .values({ upstream_source: source, upstream_id: String(matterId), ...row })
    .onConflict((oc) => oc.columns(['upstream_source', 'upstream_id']).doUpdateSet(row))
    .execute();
  if (stored && row.file_number) await recordNewSteps(db, source, matterId, row.file_number, JSON.parse(stored.history) as StoredStep[], steps, now);
  return 'stored';
}

/** The steps of `steps` that `before` did not have, each recorded once (a step already recorded stays as it was). */
async function recordNewSteps(db: AppDatabase, source: string, matterId: number, fileNumber: string, before: StoredStep[], steps: StoredStep[], now: Date): Promise<void> {
  const known = new Set(before.map((s) => s.id));
  const fresh = steps.filter((s) => !known.has(s.id));
  if (fresh.length === 0) return;
  await db
    .insertInto('upstream_matter_steps')
    .values(
      fresh.map((s) => ({
        upstream_source: source,
        step_id: String(s.id),
        matter_id: String(matterId),
        file_number: fileNumber,
        action_date: s.date,
        action: s.action,
        body_name: s.body,
        event_id: s.event_id == null ? null : String(s.event_id),
        passed: s.passed,
        version: s.version,
        seen_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['upstream_source', 'step_id']).doNothing())
    .execute();
}
