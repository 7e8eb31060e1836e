/**
 * A meeting as a schema.org Event (JSON-LD), so search engines can show its date, place and status. Only what
 * the record says: no end time (the minutes do not give one), the place as recorded.
 */
import type { CityConfig } from '#contract/city.ts';
import type { MeetingRowWithoutText } from '../meetings/meeting-reads.ts';

const EVENT_STATUS: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

export function meetingEvent(city: CityConfig, row: MeetingRowWithoutText, url: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: row.title,
    startDate: new Date(row.meeting_date).toISOString(),
    eventStatus: EVENT_STATUS[row.status] ?? 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: row.location ?? city.defaultLocation, address: row.location ?? city.defaultLocation },
    organizer: { '@type': 'GovernmentOrganization', name: city.councilName, url: city.councilUrl },
    ...(row.summary ? { description: row.summary } : {}),
    url,
  };
}
