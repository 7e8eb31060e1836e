/**
 * The matters (bills, resolutions, land use applications) named on the meetings a pass read: each one's record
 * (`/matters/{id}`), and when it changed since it was stored (`MatterLastModifiedUtc`), its history of actions and
 * its sponsors, kept in `upstream_matters` (migration 041) as the source gives them. A temporary number
 * ("T2026-2241", an item pre-considered before it is introduced) is a matter like any other: the history entry's id
 * (the event item's) links it to the numbered matter it becomes.
 */
import type { AppDatabase } from '../../../db/database.ts';
import type { LegistarClient } from './legistar-client.ts';
import { legistarMatterHistorySchema, legistarMatterSchema, legistarMatterSponsorSchema, parseRows } from './legistar-rows.ts';

export type MatterOutcome = 'stored' | 'unchanged';

export async function syncMatter(db: AppDatabase, client: LegistarClient, source: string, matterId: number, now: Date): Promise<MatterOutcome> {
  const matter = legistarMatterSchema.parse(await client.get(`/matters/${matterId}`));
  const stored = await db
    .selectFrom('upstream_matters')
    .select('modified_at')
    .where('upstream_source', '=', source)
    .where('upstream_id', '=', String(matterId))
    .executeTakeFirst();
  if (stored && stored.modified_at === (matter.MatterLastModifiedUtc ?? null)) return 'unchanged';
  const [history, sponsors] = await Promise.all([
    client.get(`/matters/${matterId}/histories`).then((rows) => parseRows(legistarMatterHistorySchema, rows, `matter ${matterId} history`)),
    client.get(`/matters/${matterId}/sponsors`).then((rows) => parseRows(legistarMatterSponsorSchema, rows, `matter ${matterId} sponsors`)),
  ]);
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
    history: JSON.stringify(
      history.map((h) => ({
        id: h.MatterHistoryId,
        date: h.MatterHistoryActionDate ?? null,
        action: h.MatterHistoryActionName ?? null,
        body: h.MatterHistoryActionBodyName ?? null,
        event_id: h.MatterHistoryEventId ?? null,
        passed: h.MatterHistoryPassedFlag ?? null,
        version: h.MatterHistoryVersion ?? null,
        text: h.MatterHistoryActionText ?? null,
      })),
    ),
    modified_at: matter.MatterLastModifiedUtc ?? null,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('upstream_matters')
    .values({ upstream_source: source, upstream_id: String(matterId), ...row })
    .onConflict((oc) => oc.columns(['upstream_source', 'upstream_id']).doUpdateSet(row))
    .execute();
  return 'stored';
}
