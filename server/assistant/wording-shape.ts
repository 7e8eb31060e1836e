/** The shape of the assistant's wording in one language (wording.ts picks one; wording-en.ts, wording-es.ts fill it). */
import type { HearingWayKind } from '#contract/hearing-deadlines.ts';
import type { OtherGovernment } from './scope.ts';

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
  /** `phone` null: the city's configuration gives no sourced number (nothing invented). */
  serviceLine(what: string, name: string, url: string, phone: string | null): string;
  serviceOffice(what: string, phone: string | null): string;
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
  /** Where an address given in the question was placed; `exact` when from the city's own point for that number. */
  addressPlaced(address: string, district: number, exact: boolean, finderLink: string): string;
  /** The clerk's minutes tag a place nearby with another district than the map's: both are said, no side taken. */
  addressTagConflict(address: string, clerkDistrict: number, times: number): string;
  /** An address whose place could be on either side of a district line: no district is named. */
  addressOnLine(address: string, districts: number[], finderLink: string): string;
  addressNotPlaced(address: string, finderLink: string): string;
  /** How to be heard before a vote (the city's rules), the next meeting's deadlines, and whom to ask. */
  speakIntro: string;
  speakWay: Record<HearingWayKind, string>;
  speakCloses(when: string): string;
  speakClosed: string;
  speakForMeeting(meetingLink: string, when: string): string;
  speakNoMeeting(meetingsLink: string): string;
  speakSecretary(name: string, title: string, email: string, phone: string | null): string;
  speakNoRules(contactLink: string): string;
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
  /** The latest meeting whose time passed without minutes: it is not upcoming, and not known to have been held. */
  awaitingMinutes(when: string, meetingLink: string): string;
  otherMeetingsComingUp: string;
  postponed: string;
  nextMeeting(label: string, when: string, meetingLink: string): string;
  alsoOnCalendar: string;
  noPastMinutes(meetingsLink: string): string;
  mostRecentMeeting(meetingLink: string, date: string): string;
  decisionsLead: string;
  item(number: string): string;
  /**
   * An agenda item as a reply names it (issue 30): in English the clerk's title; in another language what the item
   * does (its plain line, from the same facts), with the clerk's title marked as the English official text, or the
   * title alone, marked so, when no plain line exists. Both arguments come escaped for markdown.
   */
  recordTitle(title: string, plain: { en: string; es: string } | null): string;
  /** An item's result (passed, denied, continued ...) in the reply's language. */
  itemResult(result: string): string;
  cancelled: string;
  meetingsOfPeriod: string;
  whichVote(who: string): string;
  voted: Record<string, string>;
  rollCallLine(dated: string, item: string, title: string, councilor: string, vote: string, outcome: string): string;
  notInRollCall(dated: string, item: string, title: string, who: string, outcome: string): string;
  resultOnly(dated: string, item: string, title: string, result: string): string;
  howTheyVoted(name: string): string;
  /** Before the "did anyone vote against it?" lines. */
  againstLead: string;
  /** Who voted no in the roll call that decided an item (none: no one did), with the ayes and the motion's outcome. */
  againstLine(dated: string, item: string, title: string, nays: string[], ayes: number, outcome: string): string;
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
