/**
 * Reading and writing campaigns and their members. Reads take the viewer's id so `is_member` and
 * `membership_role` come from the same query as the rows.
 */
import { type ExpressionBuilder, sql, type Updateable } from 'kysely';
import type {
  Campaign,
  CampaignSubscriptions,
  CreateCampaignInput,
  ListCampaignsQuery,
  UpdateCampaignInput,
} from '#contract/campaigns.ts';
import type { MembershipRole } from '#contract/enums.ts';
import type { AppDatabase } from '../db/database.ts';
import type { CampaignsTable, Database } from '../db/schema.ts';
import { presentCampaign } from './campaign-presenter.ts';

function baseQuery(db: AppDatabase, viewerId: number | null) {
  return db
    .selectFrom('campaigns')
    .leftJoin('organizations', 'organizations.id', 'campaigns.organization_id')
    .selectAll('campaigns')
    .select([
      'organizations.name as organization_name',
      'organizations.slug as organization_slug',
      (eb: ExpressionBuilder<Database, 'campaigns'>) =>
        eb
          .selectFrom('campaign_members as m')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('m.campaign_id', '=', 'campaigns.id')
          .as('member_count'),
      (eb: ExpressionBuilder<Database, 'campaigns'>) =>
        eb
          .selectFrom('campaign_members as mine')
          .select('mine.membership_role')
          .whereRef('mine.campaign_id', '=', 'campaigns.id')
          .where('mine.user_id', '=', viewerId ?? -1)
          .as('membership_role'),
    ]);
}

/** Campaigns, active first, then the soonest target date, then the newest. */
export async function listCampaigns(
  db: AppDatabase,
  query: Partial<ListCampaignsQuery> & { limit: number; skip: number },
  viewerId: number | null,
): Promise<Campaign[]> {
  let q = baseQuery(db, viewerId);
  if (query.status) q = q.where('campaigns.status', '=', query.status);
  const rows = await q
    .orderBy(sql`case when ${sql.ref('campaigns.status')} = 'active' then 0 else 1 end`)
    .orderBy(sql`case when ${sql.ref('campaigns.target_date')} is null then 1 else 0 end`)
    .orderBy('campaigns.target_date')
    .orderBy('campaigns.id', 'desc')
    .limit(query.limit)
    .offset(query.skip)
    .execute();
  return rows.map((row) => presentCampaign({ ...row, member_count: row.member_count ?? 0 }));
}

/** One campaign, whatever its status; undefined when there is none. */
export async function findCampaign(db: AppDatabase, id: number, viewerId: number | null): Promise<Campaign | undefined> {
  const row = await baseQuery(db, viewerId).where('campaigns.id', '=', id).executeTakeFirst();
  return row ? presentCampaign({ ...row, member_count: row.member_count ?? 0 }) : undefined;
}

/** Adds the user as a member; joining twice keeps the first membership and its role. */
export async function joinCampaign(db: AppDatabase, userId: number, campaignId: number, now: Date, role: MembershipRole = 'member') {
  await db
    .insertInto('campaign_members')
    .values({ campaign_id: campaignId, user_id: userId, membership_role: role, joined_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
    .execute();
}

/** Removes the user's membership, if any. */
export async function leaveCampaign(db: AppDatabase, userId: number, campaignId: number) {
  await db.deleteFrom('campaign_members').where('campaign_id', '=', campaignId).where('user_id', '=', userId).execute();
}

/** The user's active campaigns as member or organizer, most recently joined first. */
export async function campaignSubscriptions(db: AppDatabase, userId: number): Promise<CampaignSubscriptions> {
  const rows = await db
    .selectFrom('campaign_members as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .select(['c.id', 'c.title', 'c.category', 'm.membership_role'])
    .where('m.user_id', '=', userId)
    .where('c.status', '=', 'active')
    .orderBy('m.joined_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const active = rows.map((r) => ({ ...r, membership_role: r.membership_role as MembershipRole }));
  return { total_subscribed: active.length, active_campaigns: active };
}

export async function createCampaign(db: AppDatabase, input: CreateCampaignInput, now: Date): Promise<number> {
  const iso = now.toISOString();
  const row = await db
    .insertInto('campaigns')
    .values({ ...input, created_at: iso, updated_at: iso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies the changes; false when there is no such campaign. */
export async function updateCampaign(db: AppDatabase, id: number, changes: UpdateCampaignInput, now: Date): Promise<boolean> {
  const columns: Updateable<CampaignsTable> = { ...changes, updated_at: now.toISOString() };
  const result = await db.updateTable('campaigns').set(columns).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether an organization with this id exists (for a campaign's `organization_id`). */
export async function organizationExists(db: AppDatabase, id: number): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
