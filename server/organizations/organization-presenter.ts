/** Shapes organization rows into the contract's Organization, in one place for every route that returns one. */
import type { FocusArea, OrganizationType } from '#contract/enums.ts';
import type { Organization } from '#contract/organizations.ts';
import type { OrganizationRow } from '../db/schema.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';

/** An organization row with whether the viewer is connected (0/1 or boolean from the join). */
export type OrganizationRowWithViewer = OrganizationRow & { is_connected?: number | boolean | null };

export function presentOrganization(row: OrganizationRowWithViewer): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    short_description: row.short_description,
    website_url: row.website_url,
    organization_type: row.organization_type as OrganizationType,
    focus_areas: parseJsonList(row.focus_areas) as FocusArea[],
    service_areas: parseJsonList(row.service_areas),
    founded_year: row.founded_year,
    is_verified: Boolean(row.is_verified),
    is_active: Boolean(row.is_active),
    contact_email: row.contact_email,
    phone: row.phone,
    address: row.address,
    member_count: row.member_count,
    is_connected: Boolean(row.is_connected),
    created_at: row.created_at,
  };
}
