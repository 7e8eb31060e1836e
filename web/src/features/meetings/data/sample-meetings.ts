/**
 * The built-in sample meetings of demo mode (spec §4): shown when the live list fails or takes over 15 s,
 * dated 7 and 3 days ago and 5 days ahead of now, so the page always has something sensible to show. Ids are
 * far above real ones so a sample can never be mistaken for a stored meeting.
 */
import type { MeetingDetail } from '#contract/meetings.ts';
import { zonedDate, zonedIsoTime, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { PublicCity } from '#contract/city.ts';

const DAY_MS = 86_400_000;

/** 5 P.M. on the city's clock, `days` from `now`. */
function at5pm(now: Date, days: number, timeZone: string): string {
  const day = zonedDate(new Date(now.getTime() + days * DAY_MS), timeZone);
  return zonedTimeToUtc(day, '17:00', timeZone).toISOString();
}

const roll = (outcome: 'aye' | 'nay', absent: number) =>
  ['Hall-Harper', 'Archie', 'Dutton', 'Bellis', 'Gilbert', 'Bengel', 'Decter Wright', 'Lakin', 'Bush'].map(
    (councilor, i) => ({ councilor, district: i + 1, vote: i + 1 === absent ? ('absent' as const) : outcome }),
  );

/** When a sample starts, as the API gives it: the instant and the city's wall clock. */
const startsAt = (instant: string, timeZone: string) => ({ meeting_date: instant, meeting_date_local: zonedIsoTime(new Date(instant), timeZone) });

/** The samples of the page's city (its clock, meeting place and source). */
export function sampleMeetings(city: Pick<PublicCity, 'timeZone' | 'defaultLocation' | 'source'>, now: Date = new Date()): MeetingDetail[] {
  const base = {
    description: 'Sample meeting for demonstration.',
    location: city.defaultLocation,
    document_type: 'minutes' as const,
    agenda_url: null,
    minutes_url: null,
    // Invented: the city has no copy of a sample.
    city_documents: { agenda_url: null, minutes_url: null },
    source: city.source.name,
    created_at: now.toISOString(),
    image_paths: [],
    // Invented, like the seed's demo meetings: each card and detail says so too, not only the page's banner.
    is_demo: true,
    announced: false,
  };
  return [
    {
      ...base,
      id: 900_001,
      title: 'City Council Regular Meeting (sample)',
      ...startsAt(at5pm(now, -7, city.timeZone), city.timeZone),
      meeting_type: 'regular_council',
      status: 'completed',
      time_state: 'completed',
      summary:
        'The Council approved a rezoning for senior apartments, accepted a donation for a police training room and approved permits for the holiday parade.',
      detailed_summary:
        'Zoning: a rezoning from office to multifamily near a major arterial was approved.\n\nMayor’s items: a donation for a police training room and several special-event permits were approved as a group.',
      keywords: ['rezoning', 'senior apartments', 'holiday parade', 'police donation', 'special events', 'permits'],
      topics: ['zoning-and-land-use', 'police', 'events-and-festivals', 'affordable-housing'],
      has_votes: true,
      agenda_items: [
        { id: 1, item_number: '2.a.', title: 'Rezoning from OM to RM-1 for senior apartments', description: null, item_type: 'ordinance', vote_required: true, vote_result: 'Approved 8-0', page: null, file_number: null },
        { id: 2, item_number: '4.b.', title: 'Donation for a police training room', description: null, item_type: 'motion', vote_required: true, vote_result: 'Approved 8-0', page: null, file_number: null },
        { id: 3, item_number: '5.', title: 'Public comments', description: 'Three residents spoke about street lighting.', item_type: 'public_comment', vote_required: false, vote_result: null, page: null, file_number: null },
      ],
      voting_records: [
        { id: 1, agenda_item_id: 1, item_number: '2.a.', motion: 'Councilor Bellis moved to approve 2.a.', motion_kind: 'approve', page: null, moved_by: 'Bellis', seconded_by: 'Lakin', outcome: 'passed', votes: roll('aye', 7) },
        { id: 2, agenda_item_id: 2, item_number: '4.b.', motion: 'Councilor Bengel moved to approve 4.b.', motion_kind: 'approve', page: null, moved_by: 'Bengel', seconded_by: 'Bush', outcome: 'passed', votes: roll('aye', 7) },
      ],
    },
    {
      ...base,
      id: 900_002,
      title: 'Public Works Committee (sample)',
      ...startsAt(at5pm(now, -3, city.timeZone), city.timeZone),
      meeting_type: 'public_works_committee',
      status: 'completed',
      time_state: 'completed',
      summary: 'The committee heard an update on stormwater projects and street maintenance funded by the sales tax.',
      detailed_summary: null,
      keywords: ['stormwater', 'street maintenance', 'sales tax'],
      topics: ['stormwater-and-flooding', 'streets-and-roads', 'sales-tax-and-bonds'],
      has_votes: false,
      agenda_items: [
        { id: 4, item_number: '1.', title: 'Stormwater capital projects update', description: null, item_type: 'presentation', vote_required: false, vote_result: null, page: null, file_number: null },
      ],
      voting_records: [],
    },
    {
      ...base,
      id: 900_003,
      title: 'City Council Regular Meeting (upcoming sample)',
      ...startsAt(at5pm(now, 5, city.timeZone), city.timeZone),
      meeting_type: 'regular_council',
      status: 'scheduled',
      time_state: 'upcoming',
      document_type: 'agenda',
      summary: 'The agenda will be posted at least 24 hours before the meeting.',
      detailed_summary: null,
      keywords: ['agenda', 'public comment'],
      topics: ['city-budget'],
      has_votes: false,
      agenda_items: [],
      voting_records: [],
    },
  ];
}
