/**
 * Built-in sample organizations shown when the list cannot be loaded (spec §8), so the page never stays empty.
 * They are made up and city-neutral (the browser bundle names no city: decision 020), named "Sample ..." and
 * never verified, so none can pass for one of the city's organizations (decision 032). Negative ids: they can
 * never be sent to the API as real records.
 */
import type { Organization } from '#contract/organizations.ts';

type SampleFields = Pick<Organization, 'name' | 'slug' | 'short_description' | 'organization_type' | 'focus_areas'>;

const SAMPLE_DESCRIPTION =
  'A sample organization, shown because the list of organizations could not be loaded. It is not a real organization: try again later to see the organizations listed here.';

function sample(id: number, fields: SampleFields): Organization {
  return {
    id,
    ...fields,
    description: `${fields.short_description} ${SAMPLE_DESCRIPTION}`,
    website_url: null,
    service_areas: [],
    founded_year: null,
    is_verified: false,
    is_active: true,
    contact_email: null,
    phone: null,
    address: null,
    member_count: 0,
    is_connected: false,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

export const SAMPLE_ORGANIZATIONS: Organization[] = [
  sample(-1, {
    name: 'Sample Community Fund',
    slug: 'sample-community-fund',
    short_description: 'Raises and invests community funds in partner agencies serving basic needs, health and education.',
    organization_type: 'nonprofit',
    focus_areas: ['community_building', 'education', 'healthcare'],
  }),
  sample(-2, {
    name: 'Sample Historical Society',
    slug: 'sample-historical-society',
    short_description: "Collects and shares the city's history through exhibits, archives and public programs.",
    organization_type: 'cultural',
    focus_areas: ['historic_preservation', 'arts_culture', 'education'],
  }),
  sample(-3, {
    name: 'Sample Main Street District',
    slug: 'sample-main-street-district',
    short_description: 'Revitalizes a neighborhood commercial district and supports its small businesses.',
    organization_type: 'economic_development',
    focus_areas: ['economic_development', 'historic_preservation', 'community_building'],
  }),
  sample(-4, {
    name: 'Sample Chamber of Commerce',
    slug: 'sample-chamber-of-commerce',
    short_description: "The region's chamber of commerce: business advocacy, employer recruitment and regional promotion.",
    organization_type: 'business_association',
    focus_areas: ['economic_development', 'transportation', 'education'],
  }),
  sample(-5, {
    name: 'Sample Young Professionals Network',
    slug: 'sample-young-professionals-network',
    short_description: 'Connects young professionals with each other and with civic life through volunteer crews and events.',
    organization_type: 'community_group',
    focus_areas: ['community_building', 'economic_development', 'youth_development'],
  }),
  sample(-6, {
    name: 'Sample Civil Rights League',
    slug: 'sample-civil-rights-league',
    short_description: 'Advances civil rights, jobs, education and housing in underserved communities.',
    organization_type: 'advocacy',
    focus_areas: ['social_justice', 'economic_development', 'housing', 'education'],
  }),
];
