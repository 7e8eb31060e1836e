/**
 * Built-in sample campaigns shown, with a notice, when the list cannot be loaded (spec §8). Made up and
 * city-neutral (the browser bundle names no city: decision 020), each saying it is a sample, so none can pass
 * for one of the city's campaigns (decision 032). Negative ids: they can never be sent to the API as real records.
 */
import type { Campaign } from '#contract/campaigns.ts';

type SampleFields = Pick<Campaign, 'title' | 'description' | 'category'>;

function sample(id: number, { title, description, category }: SampleFields): Campaign {
  return {
    id,
    title,
    description: `Sample campaign: ${description}`,
    category,
    target_date: null,
    status: 'active',
    is_member: false,
    membership_role: null,
    member_count: 0,
    organization: null,
    created_at: '2025-01-01T00:00:00.000Z',
  };
}

export const SAMPLE_CAMPAIGNS: Campaign[] = [
  sample(-1, {
    title: 'Sidewalks Near Schools, Bus Stops and Parks',
    description:
      "Ask the Council to set aside dedicated money for new sidewalks and ramps near schools, bus stops and parks in the city's next capital program, and share the missing sidewalk links you walk past every day.",
    category: 'infrastructure',
  }),
  sample(-2, {
    title: 'Plant 1,000 Street Trees This Season',
    description:
      'Volunteer at planting days and ask the city to fund watering and care for young trees along streets and in parks in neighborhoods with the least shade. Trees cool streets in summer and soak up stormwater.',
    category: 'environment',
  }),
  sample(-3, {
    title: 'Keep Library Branches Open Evenings and Weekends',
    description:
      'Many residents can only reach a library after work or on weekends. Share how you use your branch and ask city and county leaders to support evening and Sunday hours, homework help and computer access.',
    category: 'education',
  }),
  sample(-4, {
    title: 'Safe Routes to School: Crosswalks and School-Zone Lights',
    description:
      "Ask for marked crosswalks, working school-zone flashers and crossing guards on the walking routes to the city's elementary schools, starting with the routes parents say feel least safe.",
    category: 'safety',
  }),
  sample(-5, {
    title: 'Comment on Affordable Housing Funding',
    description:
      'Learn how the city pays for homes that working families can afford, comment on its priorities and ask councilors to keep the funding steady.',
    category: 'social',
  }),
  sample(-6, {
    title: 'More Frequent Buses on Busy Routes',
    description:
      'Riders wait up to an hour on some routes. Join riders asking for 15-minute service on the busiest corridors, more night and Sunday service, and shelters at busy stops.',
    category: 'infrastructure',
  }),
];
