/**
 * Built-in sample organizations shown when the list cannot be loaded (spec §8). Real Tulsa organizations taken
 * from the seed, with negative ids so they can never be mistaken for (or sent to the API as) real records.
 */
import type { Organization } from '../../../../../contract/organizations.ts';

export const SAMPLE_ORGANIZATIONS: Organization[] = [
  {
    "id": -1,
    "name": "Tulsa Area United Way",
    "slug": "tulsa-area-united-way",
    "description": "Tulsa Area United Way raises money from workplaces and donors across the region and invests it in partner agencies that work on basic needs, health, education and financial stability. It also convenes agencies and volunteers around community-wide problems and runs volunteer drives.",
    "short_description": "Raises and invests community funds in partner agencies serving basic needs, health and education.",
    "website_url": "https://www.tauw.org",
    "organization_type": "nonprofit",
    "focus_areas": [
      "community_building",
      "education",
      "healthcare"
    ],
    "service_areas": [
      "Tulsa",
      "Tulsa County",
      "Greater Tulsa area"
    ],
    "founded_year": null,
    "is_verified": true,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": null,
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -2,
    "name": "Tulsa Historical Society & Museum",
    "slug": "tulsa-historical-society",
    "description": "The Tulsa Historical Society & Museum collects, preserves and shares the history of Tulsa through exhibits, a photograph and archive collection, and public programs. It is housed in the historic Travis Mansion in midtown.",
    "short_description": "Collects and shares Tulsa's history through exhibits, archives and public programs.",
    "website_url": "https://www.tulsahistory.org",
    "organization_type": "cultural",
    "focus_areas": [
      "historic_preservation",
      "arts_culture",
      "education"
    ],
    "service_areas": [
      "Tulsa",
      "Midtown"
    ],
    "founded_year": null,
    "is_verified": true,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": "2445 S. Peoria Ave., Tulsa, OK 74114",
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -3,
    "name": "Kendall-Whittier Main Street",
    "slug": "kendall-whittier-main-street",
    "description": "Kendall-Whittier Main Street works to revitalize the Kendall-Whittier commercial district around Whittier Square near the University of Tulsa, supporting small businesses, events and improvements to the historic district.",
    "short_description": "Revitalizes the Kendall-Whittier district around Whittier Square and supports its small businesses.",
    "website_url": null,
    "organization_type": "economic_development",
    "focus_areas": [
      "economic_development",
      "historic_preservation",
      "community_building"
    ],
    "service_areas": [
      "Kendall-Whittier",
      "East Tulsa"
    ],
    "founded_year": null,
    "is_verified": false,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": null,
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -4,
    "name": "Tulsa Regional Chamber",
    "slug": "tulsa-regional-chamber",
    "description": "The Tulsa Regional Chamber is the region's chamber of commerce. It represents member businesses, recruits and retains employers, promotes the region to visitors and advocates on public policy that affects the local economy.",
    "short_description": "The region's chamber of commerce: business advocacy, employer recruitment and regional promotion.",
    "website_url": "https://www.tulsachamber.com",
    "organization_type": "business_association",
    "focus_areas": [
      "economic_development",
      "transportation",
      "education"
    ],
    "service_areas": [
      "Tulsa",
      "Tulsa region"
    ],
    "founded_year": null,
    "is_verified": true,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": null,
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -5,
    "name": "Tulsa Young Professionals (TYPros)",
    "slug": "tulsa-young-professionals",
    "description": "Tulsa Young Professionals, a program of the Tulsa Regional Chamber, connects young professionals with each other and with civic life through crews organized around interests, volunteer projects and events, with the aim of attracting and keeping young talent in Tulsa.",
    "short_description": "Connects young professionals with each other and with civic life through crews and events.",
    "website_url": "https://www.typros.org",
    "organization_type": "community_group",
    "focus_areas": [
      "community_building",
      "economic_development",
      "youth_development"
    ],
    "service_areas": [
      "Tulsa"
    ],
    "founded_year": null,
    "is_verified": true,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": null,
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -6,
    "name": "Metropolitan Tulsa Urban League",
    "slug": "metropolitan-tulsa-urban-league",
    "description": "The Metropolitan Tulsa Urban League, an affiliate of the National Urban League, works for economic self-reliance, parity and civil rights for African Americans and others in underserved communities, with programs in education, jobs, housing counseling and advocacy.",
    "short_description": "Urban League affiliate advancing civil rights, jobs, education and housing in underserved communities.",
    "website_url": null,
    "organization_type": "advocacy",
    "focus_areas": [
      "social_justice",
      "economic_development",
      "housing",
      "education"
    ],
    "service_areas": [
      "Tulsa",
      "North Tulsa"
    ],
    "founded_year": null,
    "is_verified": true,
    "is_active": true,
    "contact_email": null,
    "phone": null,
    "address": null,
    "member_count": 0,
    "is_connected": false,
    "created_at": "2025-01-01T00:00:00.000Z"
  }
];
