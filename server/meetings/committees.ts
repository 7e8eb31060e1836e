/**
 * The council's committees as a structured source lists its bodies (`upstream_bodies`, migration 070): every body
 * but the full council, with the listed meetings it held. A source's meeting is titled by its body's name
 * (legistar-meeting.ts), which is how a meeting is matched to its committee here and in the list's filter.
 */
import type { Kysely } from 'kysely';
import type { CommitteeList } from '#contract/meetings.ts';
import type { Database } from '../db/schema.ts';
import { listedMeetings } from './public-record.ts';

/** Committees that held at least one listed meeting, by name; `councilBodyIds` are the full council's bodies. */
export async function listCommittees(db: Kysely<Database>, councilBodyIds: readonly number[]): Promise<CommitteeList> {
  const rows = await db
    .selectFrom('upstream_bodies as b')
    .innerJoin(listedMeetings(db), 'meetings.title', 'b.name')
    .select(['b.name', (eb) => eb.fn.count<number | string>('meetings.id').distinct().as('meetings')])
    .$if(councilBodyIds.length > 0, (q) => q.where('b.upstream_id', 'not in', councilBodyIds.map(String)))
    .where('meetings.upstream_source', 'is not', null)
    .groupBy('b.name')
    .execute();
  // In code-point order on either engine (a PostgreSQL collation may order names otherwise).
  const items = rows.map((r) => ({ name: r.name, meetings: Number(r.meetings) }));
  return { items: items.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
}
