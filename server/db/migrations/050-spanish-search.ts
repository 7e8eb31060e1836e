/**
 * The meetings' Spanish text, indexed apart from the English text (server/db/search-spanish.ts, decision 110):
 * PostgreSQL's `spanish` configuration over unaccented text; on SQLite, FTS5 over the stems search-spanish.ts
 * makes. Filled when a meeting is written, and for meetings written before by `indexMissingSpanishText` at start.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create table meeting_search_es (
        meeting_id integer primary key references meetings(id) on delete cascade,
        spanish text not null default '',
        document tsvector generated always as (to_tsvector('spanish', spanish)) stored
      )`.execute(db);
    await sql`create index meeting_search_es_document on meeting_search_es using gin (document)`.execute(db);
  } else {
    await sql`create virtual table meeting_search_es using fts5(spanish, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table meeting_search_es`.execute(db);
}
