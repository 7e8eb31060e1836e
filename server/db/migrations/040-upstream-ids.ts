/**
 * A record read from a source that gives structured meetings and votes (a Legistar Web API, issue 47) keeps the
 * source's own ids, so a meeting moved to another time is the same meeting (its event id), and every item, motion
 * and vote can be traced back: `meetings.upstream_source` names the source (`legistar:<client>`) and
 * `upstream_id` its event id (unique together: a re-read never doubles a meeting); items and motions keep their
 * event item id, votes the person's id and the source's own word for the vote ("Medical", "Conflict"), which the
 * product's four choices say less precisely. `upstream_cursors` keeps, per source, how far an incremental read got.
 * Null everywhere for a record read from a PDF.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('upstream_source', 'text').execute();
  await db.schema.alterTable('meetings').addColumn('upstream_id', 'text').execute();
  await db.schema.createIndex('meetings_upstream').unique().on('meetings').columns(['upstream_source', 'upstream_id']).execute();
  await db.schema.alterTable('agenda_items').addColumn('upstream_id', 'text').execute();
  await db.schema.alterTable('voting_records').addColumn('upstream_id', 'text').execute();
  await db.schema.alterTable('councilor_votes').addColumn('upstream_person_id', 'text').execute();
  await db.schema.alterTable('councilor_votes').addColumn('upstream_value', 'text').execute();
  await db.schema
    .createTable('upstream_cursors')
    .addColumn('source', 'text', (col) => col.primaryKey())
    /** The newest modification time read so far (the source's own clock, e.g. EventLastModifiedUtc). */
    .addColumn('modified_since', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upstream_cursors').execute();
  await db.schema.alterTable('councilor_votes').dropColumn('upstream_value').execute();
  await db.schema.alterTable('councilor_votes').dropColumn('upstream_person_id').execute();
  await db.schema.alterTable('voting_records').dropColumn('upstream_id').execute();
  await db.schema.alterTable('agenda_items').dropColumn('upstream_id').execute();
  await db.schema.dropIndex('meetings_upstream').execute();
  await db.schema.alterTable('meetings').dropColumn('upstream_id').execute();
  await db.schema.alterTable('meetings').dropColumn('upstream_source').execute();
}
