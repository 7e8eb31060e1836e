/**
 * The seed gave its organizations round member counts (1,200 for one, 3,000 for another) that no source backs, and
 * the detail panel showed them as fact. The seed now carries none. Databases seeded before get the invented count
 * removed: each is recognised by its seed slug and the exact number the seed gave it, so a count an admin has set
 * since stays as it is.
 *
 * The pairs are the city's (its seed's): `city/<id>/data/invented-member-counts.json`, read for every city this
 * build knows, as the migration ran before the pairs moved there (one list, applied whatever city a database
 * serves). A city whose seed never invented counts has no such file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { CITY_IDS, loadCity } from '#city/index.ts';

/** [slug, member_count] as the cities' seed organizations had them before this migration. */
export function inventedMemberCounts(): [string, number][] {
  return CITY_IDS.flatMap((id) => {
    const file = path.join(loadCity(id).dataDir, 'invented-member-counts.json');
    if (!fs.existsSync(file)) return [];
    const pairs = JSON.parse(fs.readFileSync(file, 'utf8')) as { slug: string; member_count: number }[];
    return pairs.map(({ slug, member_count }): [string, number] => [slug, member_count]);
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [slug, count] of inventedMemberCounts()) {
    await db.updateTable('organizations').set({ member_count: 0 }).where('slug', '=', slug).where('member_count', '=', count).execute();
  }
}

/** The invented numbers are not put back. */
export async function down(): Promise<void> {}
