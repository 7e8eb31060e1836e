/**
 * One spelling of the word, the spec's "cancelled" (issue 33): titles and descriptions written by ingestion before
 * this said "(canceled)" and "Canceled meeting" while every badge said "Cancelled". Only our own marks are
 * rewritten; nothing the city wrote is touched.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('meetings')
    .set({ title: sql`substr(title, 1, length(title) - length(' (canceled)')) || ' (cancelled)'` })
    .where('title', 'like', '% (canceled)')
    .execute();
  await db
    .updateTable('meetings')
    .set({ description: sql`'Cancelled meeting' || substr(description, length('Canceled meeting') + 1)` })
    .where('description', 'like', 'Canceled meeting of the %')
    .execute();
}

export async function down(): Promise<void> {
  // The old spelling is not restored: both name the same state.
}
