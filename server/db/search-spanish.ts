/**
 * The meetings' Spanish text, searched in Spanish (issue 52; decision 110): the Spanish summary and the items'
 * Spanish plain lines (never a translation of the English record), indexed apart from the English text and with a
 * Spanish analyser, unaccented, so a Spanish reader's "calle" finds streets and not every meeting's "Call to order"
 * (the English stemmer read it as "call"). PostgreSQL stems with its `spanish` configuration; SQLite's full-text
 * index has no Spanish stemmer, so the text is stemmed here, lightly (accents, plurals, a final vowel), the same way
 * on both sides of a search.
 */
import { type Kysely, sql } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';
import { storedSpanishSummary } from '../plain/stored-summaries-es.ts';
import { plainLineFor } from '../plain/plain-line.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/** Words too common to search for (as PostgreSQL's Spanish configuration drops them). */
const STOP_WORDS = new Set(['a', 'al', 'con', 'de', 'del', 'el', 'en', 'es', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'se', 'su', 'sus', 'un', 'una', 'uno', 'unos', 'unas', 'y']);

/** Lower case without accents: "Zonificación" and "zonificacion" are one word. */
export function unaccented(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** A light Spanish stem: the plural and the final vowel of gender go ("calles", "calle": "call"). */
export function spanishStem(word: string): string {
  let stem = word;
  if (stem.length > 5 && stem.endsWith('es')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && stem.endsWith('s')) stem = stem.slice(0, -1);
  if (stem.length > 4 && /[aeo]$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The words of Spanish text as the engine's index takes them: stems on SQLite, unaccented text on PostgreSQL. */
export function indexedSpanish(db: Kysely<Database>, text: string): string {
  if (dialectOf(db) === 'postgres') return unaccented(text);
  return (unaccented(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w)).map(spanishStem).join(' ');
}

/** A Spanish reader's query words as the index holds them (stop words dropped; unaccented; stems on SQLite). */
export function spanishQueryTokens(db: Kysely<Database>, tokens: string[]): string[] {
  const words = tokens.map(unaccented).filter((w) => !STOP_WORDS.has(w));
  return dialectOf(db) === 'postgres' ? words : words.map(spanishStem);
}

/** The Spanish text of one stored meeting: its Spanish summary (as if held) and its items' Spanish plain lines. */
export async function meetingSpanishText(db: Kysely<Database>, city: CityContext, meetingId: number): Promise<string> {
  const items = await db.selectFrom('agenda_items').select('title').where('meeting_id', '=', meetingId).orderBy('position').execute();
  const lines = items.map((item) => plainLineFor(city, item.title)?.es).filter((line): line is string => Boolean(line));
  const summary = await storedSpanishSummary(db, city, meetingId);
  return [summary ?? '', ...lines].join('\n').trim();
}

/** Replaces the indexed Spanish text of one meeting. */
export async function indexMeetingSpanishText(db: Kysely<Database>, meetingId: number, text: string): Promise<void> {
  await removeMeetingSpanishText(db, meetingId);
  // Kept even when empty, so `indexMissingSpanishText` does not look at the meeting again.
  const words = indexedSpanish(db, text);
  // On conflict: another process (a worker starting beside the server) indexing the same meeting at the same time.
  if (dialectOf(db) === 'postgres') {
    await sql`insert into meeting_search_es (meeting_id, spanish) values (${meetingId}, ${words})
      on conflict (meeting_id) do update set spanish = excluded.spanish`.execute(db);
  } else {
    await sql`insert into meeting_search_es (rowid, spanish) values (${meetingId}, ${words})`.execute(db);
  }
}

export async function removeMeetingSpanishText(db: Kysely<Database>, meetingId: number): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`delete from meeting_search_es where meeting_id = ${meetingId}`.execute(db);
  else await sql`delete from meeting_search_es where rowid = ${meetingId}`.execute(db);
}

/**
 * Indexes the Spanish text of the meetings written before it was indexed (a database from before migration 050),
 * a batch at a time; returns how many.
 */
export async function indexMissingSpanishText(db: Kysely<Database>, city: CityContext, batch = 200): Promise<number> {
  const key = dialectOf(db) === 'postgres' ? sql`meeting_id` : sql`rowid`;
  let done = 0;
  let after = 0;
  for (;;) {
    const ids = (
      // Demo meetings too: they are searched like the others (their own flag keeps them out of what is published).
      await db
        .selectFrom(meetingsIncludingDemo(db))
        .select('id')
        .where('id', '>', after)
        .where(sql<boolean>`id not in (select ${key} from meeting_search_es)`)
        .orderBy('id')
        .limit(batch)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return done;
    // One transaction a meeting: on SQLite, another process's removal and insertion wait for this one's.
    for (const id of ids) await db.transaction().execute(async (trx) => indexMeetingSpanishText(trx, id, await meetingSpanishText(trx, city, id)));
    done += ids.length;
    after = ids.at(-1)!;
  }
}
