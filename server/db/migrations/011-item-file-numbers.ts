/**
 * The clerk's file number of each agenda item (`24-1045-1`, printed at the end of the item), so the same matter
 * can be followed from committee to council and through continuances. Existing items get theirs from the text.
 */
import type { Kysely } from 'kysely';

const FILE_NUMBER = /(\d{2}-\d{1,4}-\d{1,2})\s*$/;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agenda_items').addColumn('file_number', 'text').execute();
  await db.schema.createIndex('agenda_items_file_number').on('agenda_items').column('file_number').execute();
  const rows = (await db.selectFrom('agenda_items').select(['id', 'description']).execute()) as { id: number; description: string | null }[];
  for (const row of rows) {
    const number = FILE_NUMBER.exec((row.description ?? '').split('\n')[0] ?? '')?.[1];
    if (number) await db.updateTable('agenda_items').set({ file_number: number }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agenda_items_file_number').ifExists().execute();
  await db.schema.alterTable('agenda_items').dropColumn('file_number').execute();
}
