/**
 * The roll-call motion that decided an agenda item (issue 48): one motion often decides several items ("approve
 * 5.a through 5.f"), but a motion row links to one item, so the others showed their result without the tally that
 * carried it. `decided_by_vote_id` names the deciding `voting_records` row; null where the record does not say.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agenda_items').addColumn('decided_by_vote_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agenda_items').dropColumn('decided_by_vote_id').execute();
}
