/** Shapes campaign rows into the contract's Campaign, in one place for every route that returns one. */
import type { Campaign } from '#contract/campaigns.ts';
import type { CampaignStatus, MembershipRole } from '#contract/enums.ts';
import type { CampaignRow } from '../db/schema.ts';

/** A campaign row joined with its organization, its member count and the viewer's membership. */
export type CampaignListRow = CampaignRow & {
  organization_name: string | null;
  organization_slug: string | null;
  member_count: number | string | null;
  membership_role: string | null;
};

export function presentCampaign(row: CampaignListRow): Campaign {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    target_date: row.target_date,
    status: row.status as CampaignStatus,
    is_member: row.membership_role !== null,
    membership_role: (row.membership_role as MembershipRole | null) ?? null,
    member_count: Number(row.member_count ?? 0),
    organization:
      row.organization_id !== null && row.organization_name !== null && row.organization_slug !== null
        ? { id: row.organization_id, name: row.organization_name, slug: row.organization_slug }
        : null,
    created_at: row.created_at,
  };
}
