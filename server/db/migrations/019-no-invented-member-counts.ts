/**
 * The seed gave its organizations round member counts (1,200 for one, 3,000 for another) that no source backs, and
 * the detail panel showed them as fact. The seed now carries none. Databases seeded before get the invented count
 * removed: each is recognised by its seed slug and the exact number the seed gave it, so a count an admin has set
 * since stays as it is.
 */
import type { Kysely } from 'kysely';

/** [slug, member_count] as server/seed/data/organizations.json had them before this migration. */
export const INVENTED_MEMBER_COUNTS: [string, number][] = [
  ['tulsa-area-united-way', 1200],
  ['community-food-bank-of-eastern-oklahoma', 2500],
  ['tulsa-historical-society', 900],
  ['greenwood-cultural-center', 450],
  ['tulsa-artist-fellowship', 150],
  ['kendall-whittier-main-street', 120],
  ['tulsa-regional-chamber', 2800],
  ['tulsa-young-professionals', 1600],
  ['metropolitan-tulsa-urban-league', 600],
  ['housing-solutions-tulsa', 350],
  ['healthy-minds-policy-initiative', 200],
  ['up-with-trees', 800],
  ['river-parks-authority', 500],
  ['tulsa-hub', 250],
  ['tulsa-community-college', 3000],
  ['tulsa-city-county-library', 1000],
  ['youth-services-of-tulsa', 300],
  ['tulsa-habitat-for-humanity', 700],
  ['partner-tulsa', 100],
  ['maple-ridge-neighborhood-association', 180],
  ['brady-heights-neighborhood-association', 90],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [slug, count] of INVENTED_MEMBER_COUNTS) {
    await db.updateTable('organizations').set({ member_count: 0 }).where('slug', '=', slug).where('member_count', '=', count).execute();
  }
}

/** The invented numbers are not put back. */
export async function down(): Promise<void> {}
