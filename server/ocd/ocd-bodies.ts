/**
 * The organizations of the OCD views: the council (legislature), the mayor's office (executive), and one per
 * committee or board, by the meeting type that names it. Ids are fixed per body, so they stay the same in every
 * answer.
 */
import type { CityConfig } from '#contract/city.ts';
import { MEETING_TYPES, type MeetingType } from '#contract/enums.ts';
import { ocdId } from './ocd-ids.ts';

export interface OcdBody {
  id: string;
  name: string;
  classification: 'legislature' | 'executive';
}

// Functions of the city, not constants: the names and ids are the served city's (decision 020).
export const council = (city: CityConfig): OcdBody => ({ id: ocdId(city, 'organization', 1), name: city.councilName, classification: 'legislature' });
export const mayorOffice = (city: CityConfig): OcdBody => ({ id: ocdId(city, 'organization', 2), name: `Office of the Mayor of ${city.name}`, classification: 'executive' });

const titleCase = (type: string) => type.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/** The body that held a meeting of `type`: the council for its regular meetings, else the committee or board. */
export function bodyOfMeeting(city: CityConfig, type: string): OcdBody {
  if (type === 'regular_council') return council(city);
  const index = MEETING_TYPES.indexOf(type as MeetingType);
  return { id: ocdId(city, 'organization', 100 + Math.max(0, index)), name: `${city.name} ${titleCase(type)}`, classification: 'legislature' };
}
