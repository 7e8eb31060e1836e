/**
 * Geocoder answers kept in the database (issue 31): the same address typed twice, or read again from the next
 * agenda, costs one call to the provider whichever process asks, and survives a restart. Keyed by provider and
 * the address as normalised for comparison; "no such address" is kept too (for less long), failures never.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('geocode_cache')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('address_key', 'text', (col) => col.notNull())
    .addColumn('matched', 'integer', (col) => col.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('matched_address', 'text')
    .addColumn('method', 'text')
    .addColumn('precision_meters', 'integer')
    .addColumn('answered_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('geocode_cache_pk', ['provider', 'address_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('geocode_cache').execute();
}
