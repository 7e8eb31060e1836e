/**
 * Re-applies the listing rule (meeting-listing-rule.ts) to every stored meeting: a change of the rule otherwise
 * reaches only the meetings saved after it. Run by `npm run record:relist`, and at start-up when
 * `LISTING_RULE_VERSION` differs from the one stored in `app_state` (a fresh database stores it on its first start).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LISTING_RULE_VERSION, listingFlag } from './meeting-listing-rule.ts';
import { parseJsonList } from './meeting-presenter.ts';
import { bumpMeetingsVersion } from './meetings-version.ts';
import { noteRecordChange } from './record-changes.ts';

/** The row of `app_state` holding the version of the rule the stored flags were computed with. */
export const LISTING_RULE_STATE_KEY = 'listing_rule_version';
/** Ids per update statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const IDS_PER_UPDATE = 500;

export interface RelistResult {
  checked: number;
  listed: number;
  unlisted: number;
}

/** Recomputes every meeting's `is_listed`; writes only the flags that change, and the rule's version. */
export async function relistMeetings(db: Kysely<Database>, now: Date): Promise<RelistResult> {
  const rows = await db.selectFrom('meetings').select(['id', 'summary', 'detailed_summary', 'keywords', 'topics', 'is_listed']).execute();
  const votes = await db
    .selectFrom('voting_records')
    .select(['meeting_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('meeting_id')
    .execute();
  const voteCounts = new Map(votes.map((v) => [v.meeting_id, Number(v.count)]));
  const toList: number[] = [];
  const toUnlist: number[] = [];
  for (const row of rows) {
    const flag = listingFlag({
      summary: row.summary,
      detailed_summary: row.detailed_summary,
      keywords: parseJsonList(row.keywords),
      topics: parseJsonList(row.topics),
      votingRecordCount: voteCounts.get(row.id) ?? 0,
    });
    if (flag !== Number(row.is_listed)) (flag === 1 ? toList : toUnlist).push(row.id);
  }
  await db.transaction().execute(async (trx) => {
    for (const [flag, ids] of [[1, toList], [0, toUnlist]] as const) {
      for (let start = 0; start < ids.length; start += IDS_PER_UPDATE) {
        await trx.updateTable('meetings').set({ is_listed: flag }).where('id', 'in', ids.slice(start, start + IDS_PER_UPDATE)).execute();
      }
    }
    await trx
      .insertInto('app_state')
      .values({ key: LISTING_RULE_STATE_KEY, value: String(LISTING_RULE_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(LISTING_RULE_VERSION) }))
      .execute();
    if (toList.length + toUnlist.length > 0) await noteRecordChange(db, now, trx);
  });
  if (toList.length + toUnlist.length > 0) bumpMeetingsVersion();
  return { checked: rows.length, listed: toList.length, unlisted: toUnlist.length };
}

/** At start-up: relists when the stored rule's version is not this code's; null when it already is. */
export async function relistWhenRuleMoved(db: Kysely<Database>, now: Date): Promise<RelistResult | null> {
  const stored = await db.selectFrom('app_state').select('value').where('key', '=', LISTING_RULE_STATE_KEY).executeTakeFirst();
  if (stored?.value === String(LISTING_RULE_VERSION)) return null;
  return relistMeetings(db, now);
}
