/**
 * Matters as OCD bills (issue 50), one per clerk's file number the record holds: on a published agenda item, or
 * kept by a structured source (`upstream_matters`, a Legistar matter). Only what the record holds: the source's
 * type, sponsors and history where it keeps the matter; else the item's title and the result the minutes record
 * at each meeting. The legislative session is the council term of the bill's first date (ocd-sessions.ts), when
 * the city's sources date one that covers it. No mapping of actions onto OCD's vocabulary.
 *
 * Ids are derived from the record like the events' (decision 125): the city's division and the file number, the
 * same in every deployment whatever the order of ingestion. A UUID is read back by hashing the file numbers.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import type { OcdBill } from '#contract/ocd.ts';
import type { MatterRecord } from '#contract/matters.ts';
import type { Database } from '../db/schema.ts';
import { matterRecord } from '../meetings/matter-dossier.ts';
import { publishedMeetings } from '../meetings/public-record.ts';
import { eventOcdId, localDateTime } from '../meetings/record-ids.ts';
import { bodyOfMeeting } from './ocd-bodies.ts';
import { sessionOf } from './ocd-sessions.ts';

export interface OcdBillContext {
  publicUrl: string;
  city: CityConfig;
}

/**
 * OCD's bill classifications (python-opencivicdata `opencivicdata/common.py`, BILL_CLASSIFICATIONS, at
 * c089b29a024ceb726765c24f3db792c49fdf8275): a source's type is given only when it is one of these word for word.
 */
const OCD_BILL_CLASSIFICATIONS = new Set([
  'bill', 'resolution', 'concurrent resolution', 'joint resolution', 'memorial', 'commemoration', 'concurrent memorial', 'joint memorial', 'proposed bill',
  'proclamation', 'nomination', 'contract', 'claim', 'appointment', 'constitutional amendment', 'petition', 'order', 'concurrent order', 'appropriation',
  'ordinance', 'motion', 'study request', 'concurrent study request', 'bill of address',
]);

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The UUID of the bill of `fileNumber` (RFC 9562 version 8): a city-and-kind prefix, then the file number's hash. */
export function billUuid(city: CityConfig, fileNumber: string): string {
  const prefix = sha256(`${city.ocdDivision}|bill`).slice(0, 8);
  const hash = sha256(`${city.ocdDivision}|bill|${fileNumber}`);
  const variant = ((Number.parseInt(hash[7]!, 16) & 0x3) | 0x8).toString(16);
  return `${prefix}-${hash.slice(0, 4)}-8${hash.slice(4, 7)}-${variant}${hash.slice(8, 11)}-${hash.slice(11, 23)}`;
}

/** The bill's full id, `ocd-bill/<uuid>` (what an event's agenda item names it by). */
export const billOcdId = (city: CityConfig, fileNumber: string) => `ocd-bill/${billUuid(city, fileNumber)}`;

/** Every file number the record holds, in order (the clerk's numbering sorts them by year). */
export async function billFileNumbers(db: Kysely<Database>): Promise<string[]> {
  const [onAgendas, kept] = await Promise.all([
    db.selectFrom('agenda_items').innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id').select('agenda_items.file_number').distinct().where('agenda_items.file_number', 'is not', null).execute(),
    db.selectFrom('upstream_matters').select('file_number').distinct().where('file_number', 'is not', null).execute(),
  ]);
  const numbers = new Set([...onAgendas, ...kept].map((r) => r.file_number!).filter((n) => n.trim() !== ''));
  return [...numbers].sort();
}

/** The file number a bill UUID names, or undefined. */
export async function fileNumberOfBill(db: Kysely<Database>, city: CityConfig, uuid: string): Promise<string | undefined> {
  return (await billFileNumbers(db)).find((n) => billUuid(city, n) === uuid);
}

async function meetingsOf(db: Kysely<Database>, fileNumbers: string[]) {
  if (fileNumbers.length === 0) return [];
  return db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id')
    .select(['agenda_items.file_number', 'agenda_items.item_number', 'agenda_items.title', 'agenda_items.vote_result', 'meetings.id', 'meetings.meeting_date', 'meetings.meeting_type', 'meetings.upstream_source', 'meetings.upstream_id', 'meetings.minutes_url', 'meetings.agenda_url'])
    .where('agenda_items.file_number', 'in', fileNumbers)
    .orderBy('meetings.meeting_date')
    .orderBy('meetings.id')
    .orderBy('agenda_items.position')
    .execute();
}
type MeetingOfBill = Awaited<ReturnType<typeof meetingsOf>>[number];

const meetingPage = (ctx: OcdBillContext, m: MeetingOfBill) => `${ctx.publicUrl}/meetings/${m.id}`;
const absolute = (ctx: OcdBillContext, url: string) => (url.startsWith('/') ? `${ctx.publicUrl}${url}` : url);

/** The source's history, or (without a source matter) the results the minutes record, as OCD actions. */
function actionsOf(ctx: OcdBillContext, matter: MatterRecord | null, meetings: MeetingOfBill[]): OcdBill['actions'] {
  if (matter) {
    return matter.steps
      .filter((s) => s.action?.trim())
      .map((s) => ({ organization: s.body, ...(s.date ? { date: s.date } : {}), description: s.action!.trim(), classification: [], related_entities: [] }));
  }
  return meetings
    .filter((m) => m.vote_result?.trim())
    .map((m) => ({ organization: bodyOfMeeting(ctx.city, m.meeting_type).name, date: localDateTime(m.meeting_date, ctx.city.timeZone).slice(0, 10), description: m.vote_result!.trim(), classification: [], related_entities: [] }));
}

/**
 * The bill's first date, the city's day: its introduction where the source keeps the matter, else its first dated
 * action, else the first meeting of our record where it came up (meetings are read oldest first).
 */
function firstDate(ctx: OcdBillContext, matter: MatterRecord | null, actions: OcdBill['actions'], meetings: MeetingOfBill[]): string | undefined {
  const dated = actions.map((a) => a.date).filter((d): d is string => Boolean(d)).sort();
  const met = meetings[0] ? localDateTime(meetings[0].meeting_date, ctx.city.timeZone).slice(0, 10) : undefined;
  return matter?.intro_date?.slice(0, 10) ?? dated[0]?.slice(0, 10) ?? met;
}

function presentBill(ctx: OcdBillContext, fileNumber: string, matter: MatterRecord | null, meetings: MeetingOfBill[]): OcdBill {
  const pageUrl = `${ctx.publicUrl}/matters/${encodeURIComponent(fileNumber)}`;
  const name = matter?.name?.trim() || matter?.title?.trim() || meetings.at(-1)?.title || fileNumber;
  const longTitle = matter?.title?.trim();
  const type = matter?.type?.trim() ?? null;
  const documents = [...new Set(meetings.flatMap((m) => [m.agenda_url, m.minutes_url].filter((u): u is string => Boolean(u)).map((u) => absolute(ctx, u))))];
  const actions = actionsOf(ctx, matter, meetings);
  const session = sessionOf(ctx.city, firstDate(ctx, matter, actions, meetings));
  return {
    id: billOcdId(ctx.city, fileNumber),
    ...(session ? { legislative_session: session } : {}),
    identifier: fileNumber,
    title: name,
    classification: type && OCD_BILL_CLASSIFICATIONS.has(type.toLowerCase()) ? [type.toLowerCase()] : [],
    subject: [],
    abstracts: longTitle && longTitle !== name ? [{ abstract: longTitle, note: 'The title the source gives' }] : [],
    actions,
    sponsorships: (matter?.sponsors ?? []).map((s) => ({ name: s.name, entity_type: 'person' as const, primary: s.prime, classification: s.prime ? ('primary' as const) : ('cosponsor' as const) })),
    sources: [
      { url: pageUrl, note: 'The matter on Civic Commons' },
      // The council's own page for the bill, when the city gives its address (decision 195).
      ...(matter?.council_page_url ? [{ url: matter.council_page_url, note: "The council's page for the bill" }] : []),
      ...documents.map((url) => ({ url, note: 'An agenda or minutes where it came up' })),
    ],
    extras: {
      type,
      status: matter?.status ?? null,
      page_url: pageUrl,
      meetings: meetings.map((m) => ({ event_id: eventOcdId(ctx.city, m), date: localDateTime(m.meeting_date, ctx.city.timeZone).slice(0, 10), item_number: m.item_number, vote_result: m.vote_result?.trim() || null, page_url: meetingPage(ctx, m) })),
    },
  };
}

/** The bills of `fileNumbers`, in that order. */
export async function presentBills(db: Kysely<Database>, fileNumbers: string[], ctx: OcdBillContext): Promise<OcdBill[]> {
  const meetings = await meetingsOf(db, fileNumbers);
  // Only the file numbers a source keeps have a matter to read (none where the record is read from minutes).
  const kept = fileNumbers.length ? new Set((await db.selectFrom('upstream_matters').select('file_number').where('file_number', 'in', fileNumbers).execute()).map((r) => r.file_number)) : new Set();
  const matters = await Promise.all(fileNumbers.map((n) => (kept.has(n) ? matterRecord(db, n, ctx.city.legistar?.matterPageUrl) : Promise.resolve(null))));
  return fileNumbers.map((n, i) => presentBill(ctx, n, matters[i]!, meetings.filter((m) => m.file_number === n)));
}
