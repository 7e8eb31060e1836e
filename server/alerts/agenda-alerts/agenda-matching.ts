/**
 * Which items of a posted agenda concern a subscriber, and why: a topic they follow that the item's own wording
 * is about, one of their keywords, their council district named in the item (or their district's councilor), a
 * matter they follow (by the clerk's file number), or a place the item names within their saved radius. Pure functions: the fan-out reads the rows, this decides.
 * An item is matched on its own text, never on the meeting's, so an alert lists only items that concern the
 * subscriber.
 */
import { itemText } from '../../ingest/minutes-parser/agenda-item-text.ts';
import { phrase } from '../../ingest/summaries/summary-text.ts';
import { matchTopics, signalledTopics, type TopicTerms } from '../../ingest/keywords-and-topics/topics.ts';
import { itemWording, type PlacedPoint } from '../../places/item-places.ts';
import { metres } from '../../places/offline-geocoder.ts';
import { itemKey } from '../../meetings/item-key.ts';

export interface AgendaItemRow {
  id: number;
  item_number: string;
  title: string;
  description: string | null;
  file_number: string | null;
  vote_result: string | null;
}

/** An item as matching sees it, worked out once per fan-out. */
export interface ReadItem {
  key: string;
  item_number: string;
  /** What the item is, in a sentence a resident can read in an alert (the agenda's wording, shortened whole). */
  title: string;
  file_number: string | null;
  topics: Set<string>;
  districts: Set<number>;
  /** The addresses and corners it names that could be placed, with the words they came from (stored at ingestion). */
  points: PlacedPoint[];
  /** Lower-cased wording, spaces collapsed, for keywords and names. */
  text: string;
}

export type MatchReason =
  | { by: 'topic'; name: string }
  | { by: 'keyword'; name: string }
  | { by: 'district'; name: string }
  | { by: 'councilor'; name: string }
  | { by: 'followed'; name: string }
  /** A place the item names (its words), `meters` from the subscriber's saved point. */
  | { by: 'nearby'; name: string; meters: number };

export interface Subscriber {
  id: number;
  topicSlugs: string[];
  keywords: string[];
  district: number | null;
  followed: Set<string>;
  /** "My block": the saved point (rounded) and radius; null when none. */
  nearby: { lat: number; lng: number; radiusMeters: number } | null;
}

export interface ItemMatch {
  item: ReadItem;
  reasons: MatchReason[];
}

// Opening and closing formalities are on every agenda and concern no one in particular.
const PROCEDURAL = /^(call to order|adjournment|adjourn|roll call|invocation|pledge of allegiance)\b/i;

/** An item's identity across agendas is the record's (meetings/item-key.ts); alerts' modules read it from here. */
export { itemKey };

/**
 * The council districts an item names: "District 4", "Council District 4", "Districts 4 and 7", and the clerk's
 * tag "(CD-4)" / "(CD 4, CD 7)".
 */
export function districtsNamed(text: string): Set<number> {
  const found = new Set<number>();
  for (const match of text.matchAll(/\bCD[-\s]?(\d{1,2})\b/g)) found.add(Number(match[1]));
  for (const match of text.matchAll(/\bdistricts?\s+(?:nos?\.?\s*)?((?:\d{1,2}(?:\s*(?:,|and|&)\s*)?)+)/gi)) {
    for (const n of match[1]!.matchAll(/\d{1,2}/g)) found.add(Number(n[0]));
  }
  return found;
}

/** Each item as matching sees it; `placed` holds the points ingestion stored for each item id (item_places). */
export function readItems(rows: AgendaItemRow[], topics: TopicTerms[], placed: Map<number, PlacedPoint[]>): ReadItem[] {
  return rows
    .filter((row) => row.vote_result !== 'pulled' && !PROCEDURAL.test(row.title.trim()))
    .map((row) => {
      const wording = itemWording(row);
      return {
        key: itemKey(row),
        item_number: row.item_number,
        title: phrase(itemText(row.description || row.title), 220) || row.title,
        file_number: row.file_number,
        // An item's three strongest topics, and any it names squarely ("curfew" is Police even when downtown,
        // traffic and code enforcement outscore it): a Police subscriber must hear of a curfew item.
        topics: new Set([...matchTopics(wording, topics, 3), ...signalledTopics(wording, topics)]),
        districts: districtsNamed(wording),
        points: placed.get(row.id) ?? [],
        text: wording.toLowerCase().replace(/\s+/g, ' '),
      };
    });
}

/** The nearest place of the item within the subscriber's radius, or null. */
function nearestWithin(item: ReadItem, nearby: NonNullable<Subscriber['nearby']>): MatchReason | null {
  let best: { text: string; meters: number } | null = null;
  for (const point of item.points) {
    const meters = metres(nearby, point);
    if (meters <= nearby.radiusMeters && (!best || meters < best.meters)) best = { text: point.text, meters: Math.round(meters) };
  }
  return best ? { by: 'nearby', name: best.text, meters: best.meters } : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A keyword as a whole word or phrase ("park" is not in "parking"), any case. */
export function keywordPattern(keyword: string): RegExp {
  const words = keyword.toLowerCase().trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?:^|[^a-z0-9])${words}(?:$|[^a-z0-9])`);
}

/** Whether the item names the councilor: "Councilor Lakin", "Councilor Grant Miller", or the full name. */
function namesCouncilor(text: string, fullName: string): boolean {
  const name = fullName.toLowerCase().replace(/\s+/g, ' ').trim();
  const last = name.split(' ').at(-1) ?? '';
  if (text.includes(name)) return true;
  return last.length > 2 && keywordPattern(`councilor ${last}`).test(text);
}

export interface MatchContext {
  /** Topic slug → the name subscribers know it by. */
  topicNames: Map<string, string>;
  /** District → its sitting councilor's name. */
  councilors: Map<number, string>;
}

/** The items that concern one subscriber, each with every reason it does; empty when none. */
export function matchItems(subscriber: Subscriber, items: ReadItem[], ctx: MatchContext): ItemMatch[] {
  const patterns = subscriber.keywords.map((k) => ({ keyword: k, re: keywordPattern(k) }));
  const councilor = subscriber.district === null ? undefined : ctx.councilors.get(subscriber.district);
  const matches: ItemMatch[] = [];
  for (const item of items) {
    const reasons: MatchReason[] = [];
    if (item.file_number && subscriber.followed.has(item.file_number)) reasons.push({ by: 'followed', name: item.file_number });
    for (const slug of subscriber.topicSlugs) {
      if (item.topics.has(slug)) reasons.push({ by: 'topic', name: ctx.topicNames.get(slug) ?? slug });
    }
    for (const { keyword, re } of patterns) if (re.test(item.text)) reasons.push({ by: 'keyword', name: keyword });
    if (subscriber.district !== null && item.districts.has(subscriber.district)) {
      reasons.push({ by: 'district', name: `District ${subscriber.district}` });
    }
    if (councilor && namesCouncilor(item.text, councilor)) reasons.push({ by: 'councilor', name: councilor });
    const near = subscriber.nearby && nearestWithin(item, subscriber.nearby);
    if (near) reasons.push(near);
    if (reasons.length > 0) matches.push({ item, reasons });
  }
  return matches;
}
