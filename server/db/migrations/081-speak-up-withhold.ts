/**
 * The clerk withholds a held speak-up message that is spam (issues 49, 51; decision 170, "Withholding"):
 * `withheld_at` says when, `withheld_by` which admin. A withheld receipt is never queued by a resume and is not
 * counted among the residents who wrote; its council message stays on the receipt as the record of what was kept.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('speak_up_receipts').addColumn('withheld_at', 'text').execute();
  await db.schema.alterTable('speak_up_receipts').addColumn('withheld_by', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('speak_up_receipts').dropColumn('withheld_by').execute();
  await db.schema.alterTable('speak_up_receipts').dropColumn('withheld_at').execute();
}
