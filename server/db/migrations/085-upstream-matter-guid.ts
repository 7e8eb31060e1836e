/**
 * A structured source's matter keeps its global id as the source gives it (Legistar's `MatterGuid`, issue 47):
 * with the matter's id it addresses the council's own public page for the bill (decision 195). Null until the
 * matter is read again; an older row gets it on the next read of the matter, changed upstream or not.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upstream_matters').addColumn('guid', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upstream_matters').dropColumn('guid').execute();
}
