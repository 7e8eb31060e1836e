/**
 * Built-in sample campaigns shown, with a notice, when the list cannot be loaded (spec §8). Taken from the
 * seed, with negative ids so they can never be sent to the API as real records.
 */
import type { Campaign } from '../../../../../contract/campaigns.ts';

export const SAMPLE_CAMPAIGNS: Campaign[] = [
  {
    "id": -1,
    "title": "Sidewalks in the Next Improve Our Tulsa Package",
    "description": "Improve Our Tulsa is the city's voter-approved capital program for streets, sidewalks and other projects. Join neighbors asking the Council to set aside dedicated money for new sidewalks and ADA ramps near schools, bus stops and parks in the next package, and share the missing sidewalk links you walk past every day.",
    "category": "infrastructure",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -2,
    "title": "Plant 1,000 Street Trees This Season",
    "description": "Volunteer at planting days and ask the city to fund watering and care for young trees along streets and in parks in neighborhoods with the least shade. Trees cool streets in Tulsa summers and soak up stormwater.",
    "category": "environment",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -3,
    "title": "Keep Library Branches Open Evenings and Weekends",
    "description": "Many residents can only reach a library after work or on weekends. Share how you use your branch and ask city and county leaders to support evening and Sunday hours, homework help and computer access.",
    "category": "education",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -4,
    "title": "Safe Routes to School: Crosswalks and School-Zone Lights",
    "description": "Ask for marked crosswalks, working school-zone flashers and crossing guards on the walking routes to Tulsa Public Schools elementary schools, starting with the routes parents report as most dangerous.",
    "category": "safety",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -5,
    "title": "Comment on the Affordable Housing Trust Fund",
    "description": "The City of Tulsa's Affordable Housing Trust Fund helps pay for homes that working families can afford. Learn how it is funded, comment on its priorities and ask councilors to keep it funded in the next budget.",
    "category": "social",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  },
  {
    "id": -6,
    "title": "More Frequent Buses on Busy Routes",
    "description": "Tulsa Transit riders wait up to an hour on some routes. Join riders asking for 15-minute service on the busiest corridors, more night and Sunday service, and shelters at busy stops, and tell the Council where you ride.",
    "category": "infrastructure",
    "target_date": null,
    "status": "active",
    "is_member": false,
    "membership_role": null,
    "member_count": 0,
    "organization": null,
    "created_at": "2025-01-01T00:00:00.000Z"
  }
];
