/**
 * A loopback Legistar Web API for tests and the evaluation (issue 47): serves a mirror of a Legistar client (a
 * folder of `../shared/data`, read relative to the repository: `<city>/legistar-mirror`) in the API's own field names,
 * with `$top` (at most 1,000), `$skip`, `$orderby` and a `$filter` of `and`-ed comparisons (`EventLastModifiedUtc`,
 * `EventDate`, `PersonLastModifiedUtc`, `OfficeRecordLastModifiedUtc` ...), a token check (403 without it) and injected faults. Not shipped.
 *
 * How the mirror becomes the API (its README): a field is the API's without the object's prefix (`ID` is
 * `EventId`); the mirror's `Date` (local, with offset) is the API's `EventDate` (local midnight) and `EventTime`;
 * per-member votes are kept in each matter's `History`, whose entry id is the event item's id; a re-timed meeting
 * has two files, of which the API serves the newest. An event item copied before its action was recorded is
 * completed from the matter's history entry of the same id when that entry is newer (the API serves one row).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared real data, beside the repository (`../shared/data`): a mirror is a folder under it. */
export const SHARED_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');

type Row = Record<string, unknown>;

export interface ReplayData {
  events: Map<number, Row>;
  /** Event items by event id. */
  items: Map<number, Row[]>;
  /** Votes by event item id. */
  votes: Map<number, Row[]>;
  /** Roll calls by event item id. */
  rollCalls: Map<number, Row[]>;
  persons: Row[];
  officeRecords: Map<number, Row[]>;
  /** The mirror's matters by id, as it keeps them (its history and sponsors inside). */
  matters: Map<number, Row>;
}

/** A fault served instead of the answer, for requests whose path matches, `times` times (forever without it). */
export interface ReplayFault {
  path: RegExp;
  kind: 'http500' | 'http403' | 'truncated' | 'empty_list' | 'hang';
  times?: number;
}

export interface ReplayServer {
  url: string;
  data: ReplayData;
  faults: ReplayFault[];
  /** Paths asked (with their query), in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface ReplayOptions {
  /** Local dates (inclusive, `YYYY-MM-DD`) of the meetings served; all without them. */
  from?: string;
  to?: string;
  /** Required `?token=`; without it any request is served. */
  token?: string;
  /** The mirror: `events/`, `introduction/`, `resolution/`, `land_use/`, `people/` (jehiah/nyc_legislation's layout). */
  mirrorDir: string;
  /** The client name in the served base (`/v1/<client>`). */
  client: string;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Row;
const noZone = (v: unknown) => (typeof v === 'string' ? v.replace(/Z$/, '') : v);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
}

/** `2026-01-15T13:30:00-05:00` as the API's local date and clock: `2026-01-15T00:00:00`, `1:30 PM`. */
function localDateTime(date: string): { date: string; time: string } {
  const [day, clock] = [date.slice(0, 10), date.slice(11, 16)];
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return { date: `${day}T00:00:00`, time: `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}` };
}

interface MirrorMatters {
  /** Every matter history entry, by its id (= the event item's id). */
  histories: Map<number, Row>;
  /** Every matter, by its id. */
  matters: Map<number, Row>;
}

/** The mirror's matters, read once per mirror and process. */
const matterCache = new Map<string, MirrorMatters>();
function mirrorMatters(mirrorDir: string): MirrorMatters {
  let read = matterCache.get(mirrorDir);
  if (read) return read;
  read = { histories: new Map(), matters: new Map() };
  for (const kind of ['introduction', 'resolution', 'land_use']) {
    for (const file of filesUnder(path.join(mirrorDir, kind))) {
      const matter = readJson(file);
      const { Text: _text, Summary: _summary, ...kept } = matter;
      read.matters.set(matter.ID as number, kept);
      for (const entry of (matter.History as Row[] | undefined) ?? []) read.histories.set(entry.ID as number, entry);
    }
  }
  matterCache.set(mirrorDir, read);
  return read;
}

function apiMatter(m: Row): Row {
  return {
    MatterId: m.ID, MatterGuid: m.GUID, MatterLastModifiedUtc: noZone(m.LastModified), MatterFile: m.File ?? null, MatterName: m.Name ?? null,
    MatterTitle: m.Title ?? null, MatterTypeName: m.TypeName ?? null, MatterStatusName: m.StatusName ?? null, MatterBodyName: m.BodyName ?? null,
    MatterVersion: m.Version ?? null, MatterIntroDate: noZone(m.IntroDate) ?? null, MatterPassedDate: noZone(m.PassedDate) ?? null,
    MatterEnactmentDate: noZone(m.EnactmentDate) ?? null, MatterEnactmentNumber: m.LocalLaw ?? null,
  };
}

function apiHistory(h: Row): Row {
  return {
    MatterHistoryId: h.ID, MatterHistoryActionDate: noZone(h.Date) ?? null, MatterHistoryActionName: h.Action ?? null,
    MatterHistoryActionText: h.Description ?? null, MatterHistoryActionBodyName: h.BodyName ?? null, MatterHistoryEventId: h.EventID ?? null,
    MatterHistoryPassedFlag: passedFlag(h), MatterHistoryVersion: h.Version ?? null, MatterHistoryAgendaSequence: h.AgendaSequence ?? null,
  };
}

/** A matter's attachment as `/matters/{id}/attachments` serves it (the mirror keeps `ID`, `Name`, `Link`, `Sort`). */
function apiAttachment(a: Row): Row {
  return { MatterAttachmentId: a.ID, MatterAttachmentLastModifiedUtc: noZone(a.LastModified) ?? null, MatterAttachmentName: a.Name ?? null, MatterAttachmentHyperlink: a.Link ?? null, MatterAttachmentSort: a.Sort ?? null };
}

/** The mirror leaves out a zero (its writer omits empty values): a "Fail" has flag 0, as the API serves it. */
function passedFlag(row: Row): number | null {
  if (typeof row.PassedFlag === 'number') return row.PassedFlag;
  return row.PassedFlagName === 'Fail' ? 0 : row.PassedFlagName === 'Pass' ? 1 : null;
}

/** The API's `<prefix><Field>` for each mirror field (the mirror drops the prefix), null where the mirror has none. */
function withPrefix(prefix: string, row: Row, fields: Record<string, string>): Row {
  return Object.fromEntries(Object.entries(fields).map(([api, mirror]) => [`${prefix}${api}`, row[mirror] ?? null]));
}

const ITEM_FIELDS: Record<string, string> = {
  AgendaSequence: 'AgendaSequence', MinutesSequence: 'MinutesSequence', AgendaNumber: 'AgendaNumber', Version: 'Version',
  AgendaNote: 'AgendaNote', MinutesNote: 'MinutesNote', ActionId: 'ActionID', ActionName: 'ActionName', ActionText: 'ActionText',
  PassedFlagName: 'PassedFlagName', RollCallFlag: 'RollCallFlag', Title: 'Title', MatterId: 'MatterID', MatterFile: 'MatterFile',
  MatterName: 'MatterName', MatterType: 'MatterType', MatterStatus: 'MatterStatus',
};

const EVENT_FIELDS: Record<string, string> = {
  Location: 'Location', VideoStatus: 'VideoStatus', AgendaStatusId: 'AgendaStatusID', AgendaStatusName: 'AgendaStatusName',
  MinutesStatusId: 'MinutesStatusID', MinutesStatusName: 'MinutesStatusName', AgendaFile: 'AgendaFile', MinutesFile: 'MinutesFile',
  Comment: 'Comment', VideoPath: 'VideoPath', InSiteURL: 'InSiteURL',
};

function apiItem(item: Row, eventId: number, history: Row | undefined): Row {
  const row: Row = {
    EventItemId: item.ID,
    EventItemGuid: item.GUID,
    EventItemEventId: eventId,
    EventItemLastModifiedUtc: noZone(item.LastModified),
    ...withPrefix('EventItem', item, ITEM_FIELDS),
    EventItemPassedFlag: passedFlag(item),
    EventItemConsent: item.Consent ?? 0,
  };
  if (history && String(history.LastModified ?? '') > String(item.LastModified ?? '')) {
    row.EventItemActionId = history.ActionID ?? row.EventItemActionId;
    row.EventItemActionName = history.Action ?? row.EventItemActionName;
    row.EventItemActionText = history.Description ?? row.EventItemActionText;
    row.EventItemPassedFlag = passedFlag(history) ?? row.EventItemPassedFlag;
    row.EventItemPassedFlagName = history.PassedFlagName ?? row.EventItemPassedFlagName;
    row.EventItemLastModifiedUtc = noZone(history.LastModified);
  }
  return row;
}

function apiEvent(event: Row): Row {
  const { date, time } = localDateTime(event.Date as string);
  return {
    EventId: event.ID,
    EventGuid: event.GUID,
    EventLastModifiedUtc: noZone(event.LastModified),
    EventBodyId: event.BodyID,
    EventBodyName: event.BodyName,
    EventDate: date,
    EventTime: time,
    ...withPrefix('Event', event, EVENT_FIELDS),
    EventAgendaLastPublishedUTC: noZone(event.AgendaLastPublished),
    EventMinutesLastPublishedUTC: noZone(event.MinutesLastPublished),
  };
}

/** Each event of the mirror once: a re-timed meeting keeps its older file beside the new one, the newest wins. */
function newestEvents(mirrorDir: string, from: string | undefined, to: string | undefined): Row[] {
  const newest = new Map<number, Row>();
  for (const file of filesUnder(path.join(mirrorDir, 'events'))) {
    const day = path.basename(file).slice(0, 10);
    if ((from && day < from) || (to && day > to)) continue;
    const event = readJson(file);
    const seen = newest.get(event.ID as number);
    if (!seen || String(seen.LastModified) < String(event.LastModified)) newest.set(event.ID as number, event);
  }
  return [...newest.values()];
}

/** An event's items, their per-member votes (kept in the matters' histories) and the attendance roll call. */
function addEventItems(data: ReplayData, event: Row, byHistory: Map<number, Row>): void {
  const id = event.ID as number;
  const mirrorItems = (event.Items as Row[] | undefined) ?? [];
  data.items.set(id, mirrorItems.map((item) => apiItem(item, id, byHistory.get(item.ID as number))));
  for (const item of mirrorItems) {
    const votes = (byHistory.get(item.ID as number)?.Votes as Row[] | undefined) ?? [];
    if (votes.length > 0) {
      data.votes.set(
        item.ID as number,
        votes.map((v) => ({ VoteId: null, VotePersonId: v.ID, VotePersonName: v.FullName, VoteValueId: v.VoteID ?? null, VoteValueName: v.Vote, VoteResult: v.Result ?? null, VoteSort: v.Sort ?? null, VoteEventItemId: item.ID })),
      );
    }
    const roll = (item.RollCall as Row[] | undefined) ?? [];
    if (roll.length > 0) {
      data.rollCalls.set(
        item.ID as number,
        roll.map((r) => ({ RollCallId: null, RollCallPersonId: r.ID, RollCallPersonName: r.FullName, RollCallValueId: r.ValueID ?? null, RollCallValueName: r.Value, RollCallSort: r.Sort ?? null, RollCallEventItemId: item.ID })),
      );
    }
  }
}

function addPeople(data: ReplayData, mirrorDir: string): void {
  for (const file of filesUnder(path.join(mirrorDir, 'people')).filter((f) => !f.includes('appendix'))) {
    const p = readJson(file);
    data.persons.push({ PersonId: p.ID, PersonGuid: p.GUID, PersonFullName: p.FullName, PersonFirstName: p.FirstName, PersonLastName: p.LastName, PersonEmail: p.Email ?? null, PersonWWW: p.WWW ?? null, PersonActiveFlag: p.IsActive ? 1 : 0, PersonLastModifiedUtc: noZone(p.LastModified) });
    data.officeRecords.set(
      p.ID as number,
      ((p.OfficeRecords as Row[] | undefined) ?? []).map((o) => ({ OfficeRecordId: o.ID, OfficeRecordPersonId: p.ID, OfficeRecordBodyId: o.BodyID, OfficeRecordBodyName: o.BodyName, OfficeRecordTitle: o.Title ?? null, OfficeRecordMemberType: o.MemberType ?? null, OfficeRecordFullName: o.FullName, OfficeRecordStartDate: noZone(o.Start), OfficeRecordEndDate: noZone(o.End), OfficeRecordLastModifiedUtc: noZone(o.LastModified) })),
    );
  }
}

/** The mirror (or the part of it between `from` and `to`) in the API's shapes. */
export function loadReplayData(options: Pick<ReplayOptions, 'from' | 'to' | 'mirrorDir'>): ReplayData {
  const { mirrorDir } = options;
  const { histories: byHistory, matters: read } = mirrorMatters(mirrorDir);
  // Each replay its own copy: a test that changes a matter upstream (a new status, a new step) must not change it
  // for the next test file the same worker runs (one did: a bill read 'Enacted (Mayor signed)' in another file).
  const matters = structuredClone(read);
  const data: ReplayData = { events: new Map(), items: new Map(), votes: new Map(), rollCalls: new Map(), persons: [], officeRecords: new Map(), matters };
  for (const event of newestEvents(mirrorDir, options.from, options.to)) {
    data.events.set(event.ID as number, apiEvent(event));
    addEventItems(data, event, byHistory);
  }
  addPeople(data, mirrorDir);
  return data;
}

/** An OData `$filter` of `and`-ed comparisons (`EventDate ge datetime'2026-01-01'`) as a predicate. */
export function odataFilter(filter: string | null): (row: Row) => boolean {
  if (!filter) return () => true;
  const tests = filter.split(/\s+and\s+/i).map((clause) => {
    const m = /^\s*(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(?:datetime)?'([^']*)'\s*$/i.exec(clause);
    if (!m) throw new Error(`unsupported $filter clause: ${clause}`);
    const [, field, op, value] = m as unknown as [string, string, string, string];
    return (row: Row) => {
      const v = String(noZone(row[field]) ?? '');
      const c = v < value ? -1 : v > value ? 1 : 0;
      return { eq: c === 0, ne: c !== 0, gt: c > 0, ge: c >= 0, lt: c < 0, le: c <= 0 }[op.toLowerCase() as 'eq']!;
    };
  });
  return (row) => tests.every((t) => t(row));
}

function page(rows: Row[], query: URLSearchParams): Row[] {
  const filtered = rows.filter(odataFilter(query.get('$filter')));
  const order = query.get('$orderby')?.split(/\s+/);
  if (order?.[0]) {
    const field = order[0];
    const sign = order[1]?.toLowerCase() === 'desc' ? -1 : 1;
    filtered.sort((a, b) => sign * (String(a[field] ?? '') < String(b[field] ?? '') ? -1 : String(a[field] ?? '') > String(b[field] ?? '') ? 1 : 0));
  }
  const top = Math.min(Number(query.get('$top') ?? 1000), 1000);
  const skip = Number(query.get('$skip') ?? 0);
  return filtered.slice(skip, skip + top);
}

/** `/matters/{id}` and its histories, sponsors and attachments; undefined for any other path (or a matter not held). */
function answerMatter(data: ReplayData, p: string, query: URLSearchParams): unknown {
  let m: RegExpExecArray | null;
  if (p === '/matters') return page([...data.matters.values()].map(apiMatter), query);
  if ((m = /^\/matters\/(\d+)$/.exec(p))) return data.matters.has(Number(m[1])) ? apiMatter(data.matters.get(Number(m[1]))!) : undefined;
  if ((m = /^\/matters\/(\d+)\/histories$/.exec(p))) return data.matters.has(Number(m[1])) ? ((data.matters.get(Number(m[1]))!.History as Row[] | undefined) ?? []).map(apiHistory) : undefined;
  if ((m = /^\/matters\/(\d+)\/sponsors$/.exec(p))) {
    const matter = data.matters.get(Number(m[1]));
    return matter ? ((matter.Sponsors as Row[] | undefined) ?? []).map((s, i) => ({ MatterSponsorMatterId: matter.ID, MatterSponsorNameId: s.ID, MatterSponsorName: s.FullName, MatterSponsorSequence: i })) : undefined;
  }
  if ((m = /^\/matters\/(\d+)\/attachments$/.exec(p))) {
    const matter = data.matters.get(Number(m[1]));
    return matter ? ((matter.Attachments as Row[] | undefined) ?? []).map(apiAttachment) : undefined;
  }
  return undefined;
}

/** `/persons`, a person's office records and `/officerecords`; undefined for any other path. */
function answerPeople(data: ReplayData, p: string, query: URLSearchParams): unknown {
  let m: RegExpExecArray | null;
  if (p === '/persons') return page(data.persons, query);
  if ((m = /^\/persons\/(\d+)\/officerecords$/.exec(p))) return data.officeRecords.get(Number(m[1])) ?? [];
  if (p === '/officerecords') return page([...data.officeRecords.values()].flat(), query);
  return undefined;
}

/** The answer to one path (lower-cased, as Legistar's paths are case-insensitive), or undefined for 404. */
function answer(data: ReplayData, pathname: string, query: URLSearchParams): unknown {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  let m: RegExpExecArray | null;
  if (p === '/events') return page([...data.events.values()], query);
  if ((m = /^\/events\/(\d+)\/eventitems$/.exec(p))) return data.events.has(Number(m[1])) ? (data.items.get(Number(m[1])) ?? []) : undefined;
  if ((m = /^\/events\/(\d+)$/.exec(p))) return data.events.get(Number(m[1]));
  if ((m = /^\/eventitems\/(\d+)\/votes$/.exec(p))) return data.votes.get(Number(m[1])) ?? [];
  if ((m = /^\/eventitems\/(\d+)\/rollcalls$/.exec(p))) return data.rollCalls.get(Number(m[1])) ?? [];
  const matter = answerMatter(data, p, query);
  if (matter !== undefined) return matter;
  const people = answerPeople(data, p, query);
  if (people !== undefined) return people;
  if (p === '/bodies') {
    const bodies = new Map<unknown, Row>();
    for (const e of data.events.values()) bodies.set(e.EventBodyId, { BodyId: e.EventBodyId, BodyName: e.EventBodyName });
    return page([...bodies.values()], query);
  }
  return undefined;
}

/** Starts the loopback API on a free port. */
export async function startLegistarReplay(options: ReplayOptions): Promise<ReplayServer> {
  const data = loadReplayData(options);
  const faults: ReplayFault[] = [];
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Served under the client's base, as the API is: `/v1/<client>/events`.
    url.pathname = url.pathname.replace(/^\/v1\/[^/]+/i, '');
    const query = new URLSearchParams(url.searchParams);
    query.delete('token');
    requests.push(`${url.pathname}${query.size > 0 ? `?${query.toString()}` : ''}`);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    if (options.token && url.searchParams.get('token') !== options.token) return send(403, JSON.stringify({ Message: 'Token is missing or invalid.' }));
    const fault = faults.find((f) => f.path.test(url.pathname) && (f.times === undefined || f.times > 0));
    if (fault?.times !== undefined) fault.times--;
    if (fault?.kind === 'hang') return void hanging.add(res);
    if (fault?.kind === 'http500') return send(500, JSON.stringify({ Message: 'An error has occurred.' }));
    if (fault?.kind === 'http403') return send(403, JSON.stringify({ Message: 'Token is missing or invalid.' }));
    let body: unknown;
    try {
      body = fault?.kind === 'empty_list' ? [] : answer(data, url.pathname, query);
    } catch (error) {
      return send(400, JSON.stringify({ Message: (error as Error).message }));
    }
    if (body === undefined) return send(404, JSON.stringify({ Message: 'No HTTP resource was found.' }));
    const json = JSON.stringify(body);
    send(200, fault?.kind === 'truncated' ? json.slice(0, Math.floor(json.length / 2)) : json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/${options.client}`,
    data,
    faults,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
