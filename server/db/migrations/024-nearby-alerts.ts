/**
 * "My block" (issue 31): a subscriber's saved place and radius, for agenda alerts about items near it. The point
 * is rounded to about 50 m before it is stored (as far as matching needs, no further); the text the resident
 * typed is kept only to show it back to them and can be deleted on its own. Unsubscribing clears all three.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('nearby_lat', 'double precision').execute();
  await db.schema.alterTable('subscriptions').addColumn('nearby_lng', 'double precision').execute();
  await db.schema.alterTable('subscriptions').addColumn('nearby_radius_m', 'integer').execute();
  await db.schema.alterTable('subscriptions').addColumn('nearby_address', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['nearby_address', 'nearby_radius_m', 'nearby_lng', 'nearby_lat']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
