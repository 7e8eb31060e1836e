/**
 * The meetings' Spanish text, searched in Spanish (issue 52; decision 110): the Spanish summary and the items'
 * Spanish plain lines (never a translation of the English record), indexed apart from the English text and with a
 * Spanish analyser, unaccented, so a Spanish reader's "calle" finds streets and not every meeting's "Call to order"
 * (the English stemmer read it as "call"). PostgreSQL stems with its `spanish` configuration; SQLite's full-text
 * index has no Spanish stemmer, so the text is stemmed here, lightly (accents, plurals, a final vowel), the same way
 * on both sides of a search. What the text of a meeting is (its Spanish summary and plain lines) is plain's
 * (plain/spanish-search-text.ts): the index sits below the domains that fill it (decision 155).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';

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
