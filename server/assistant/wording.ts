/**
 * The assistant's own sentences, per language (issue #20, decision 029). Composers decide what to say from the
 * records; this says it. A reply's facts (names, dates, results, the minutes' words) come from the records and
 * are passed in; only the sentences around them are translated. Record content stays in English: in another
 * language, `recordNote` labels it. One interface, so a missing Spanish sentence is a type error, not an English
 * sentence in a Spanish reply.
 */
import type { ChatSource } from '../../contract/chat.ts';
import type { Language } from '../../contract/languages.ts';
import type { OtherGovernment } from './scope.ts';
import { PAGES, link } from './sources.ts';
import { WORDING_EN } from './wording-en.ts';
import { WORDING_ES } from './wording-es.ts';

/** Why the assistant asks for the resident's district. */
export type DistrictPurpose = 'vote' | 'who';

export interface Wording {
  /** The BCP 47 tag for dates (`Intl`). */
  locale: string;
  /** The part of the "which district?" question a follow-up is recognised by (in any language). */
  askDistrictMarker: string;
  /** Said before record content quoted in English, when the reply is in another language; '' in English. */
  recordNote: string;
  canHelp: string;
  greeting(thanks: boolean): string;
  refusal(injection: boolean): string;
  elsewhere: Record<Exclude<OtherGovernment, 'other_city'>, string>;
  otherCity(place: string | null, example: string | null): string;
  redirectTail: string;
  serviceLine(what: string, name: string, url: string, phone: string): string;
  serviceOffice(what: string, phone: string): string;
  serviceCouncil(contactLink: string): string;
  alertsIntro(alertsLink: string): string;
  /** The three signup steps and the unsubscribe rule, one line each (spec §9 options). */
  alertSteps: string[];
  matchingTopics(names: string): string;
  contactIntro(contactLink: string): string;
  /** The composer's three steps and the council office line. */
  contactSteps(office: string): string[];
  notFound(meetingsLink: string): string;
  relatedInDirectory: string;
  injectionNote: string;
  askForDistrict(purpose: DistrictPurpose, finderLink: string, districtCount: number): string;
  noSittingCouncilor(district: number): string;
  representedBy(district: number, name: string, councilorLink: string): string;
  contactsOnFile(contacts: string): string;
  writeToThem(contactLink: string): string;
  formerUnknownDistrict(name: string): string;
  formerCouncilor(name: string, district: number): string;
  nowRepresentedBy(district: number, name: string, councilorLink: string): string;
  councilList(councilName: string, count: number): string;
  districtLine(district: string, councilorLink: string): string;
  noMayor: string;
  mayorIs(cityName: string, name: string, contactLink: string): string;
  representsDistrict(name: string, district: number, councilorLink: string, contacts: string): string;
  /** A meeting type as the reply names it ("the next {label} meeting"); null types mean the council. */
  meetingLabel(type: string | null): string;
  atLocation(location: string): string;
  noUpcoming(label: string, meetingsLink: string): string;
  otherMeetingsComingUp: string;
  postponed: string;
  nextMeeting(label: string, when: string, meetingLink: string): string;
  alsoOnCalendar: string;
  noPastMinutes(meetingsLink: string): string;
  mostRecentMeeting(meetingLink: string, date: string): string;
  decisionsLead: string;
  item(number: string): string;
  cancelled: string;
  meetingsOfPeriod: string;
  whichVote(who: string): string;
  voted: Record<string, string>;
  rollCallLine(dated: string, item: string, title: string, councilor: string, vote: string, outcome: string): string;
  notInRollCall(dated: string, item: string, title: string, who: string, outcome: string): string;
  resultOnly(dated: string, item: string, title: string, result: string): string;
  howTheyVoted(name: string): string;
  districtLabel(district: number): string;
  noOrganization(organizationsLink: string): string;
  someOrganizations: string;
  organizationsOnThat: string;
  everyOrganization(organizationsLink: string): string;
  noCampaign(campaignsLink: string): string;
  activeCampaigns: string;
  campaignsOnThat: string;
  joinCampaign(campaignsLink: string): string;
  /** Product page titles, as the links show them. */
  pageTitles: Record<'alerts' | 'findDistrict' | 'contact' | 'meetings' | 'organizations' | 'campaigns', string>;
}

/** The wording of a reply language. */
export function wordingFor(language: Language): Wording {
  return language === 'es' ? WORDING_ES : WORDING_EN;
}

/** The "which district?" markers of every language: a follow-up may answer a question asked in either. */
export const ASK_DISTRICT_MARKERS = [WORDING_EN.askDistrictMarker, WORDING_ES.askDistrictMarker];

/**
 * Our own pages and councilor seats under their names in the reply's language: in the links of the text and in
 * the sources. Records' own titles (meetings, organizations, campaigns) are left as published.
 */
export function inLanguage<T extends { response: string; sources: ChatSource[] }>(say: Wording, reply: T): T {
  if (say === WORDING_EN) return reply;
  let response = reply.response;
  const renamed = (s: ChatSource): ChatSource => {
    const key = (Object.keys(PAGES) as (keyof typeof PAGES)[]).find((k) => PAGES[k].id === s.id && s.type === 'page');
    if (key) return { ...s, title: say.pageTitles[key] };
    if (s.type === 'councilor') return { ...s, title: s.title.replace(/, District (\d+)$/, (_all, d: string) => `, ${say.districtLabel(Number(d))}`) };
    return s;
  };
  for (const s of [...Object.values(PAGES), ...reply.sources.filter((x) => x.type === 'councilor')]) {
    response = response.replaceAll(link(s), link(renamed(s)));
  }
  return { ...reply, response, sources: reply.sources.map(renamed) };
}
