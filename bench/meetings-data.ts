/**
 * Generates a large, realistic-looking meetings corpus for the benchmark: bulk inserts inside one transaction
 * (the app's saveMeeting writes row by row, which would take minutes at this size), then one statement that
 * builds the search index the same way saveMeeting does (title, summary, detailed summary + agenda + text).
 */
import { sql } from 'kysely';
import type { CityConfig } from '../contract/city.ts';
import { MEETING_TYPES } from '../contract/enums.ts';
import type { AppDatabase } from '../server/db/database.ts';
import { dialectOf } from '../server/db/dialect.ts';
import { indexedSpanish } from '../server/db/search-spanish.ts';

const WORDS = (
  'council approve ordinance zoning rezoning budget amendment stormwater sewer water utility fee street ' +
  'maintenance sidewalk park trail library police fire claim settlement appointment board commission ' +
  'housing affordable homeless shelter grant federal state contract bid award easement sanitary drainage ' +
  'bridge river arena downtown district festival parade permit license sales tax bond improvement ' +
  'transit bus route neighborhood code enforcement nuisance abatement appeal historic preservation ' +
  'library youth senior program funding resolution hearing public comment mayor report audit'
).split(' ');
const TOPICS = ['city-budget', 'zoning-and-land-use', 'water-and-sewer', 'police', 'streets-and-roads',
  'affordable-housing', 'parks-and-recreation', 'events-and-festivals', 'claims-and-settlements',
  'boards-and-commissions', 'homelessness', 'economic-development'];

/** A small deterministic PRNG (mulberry32) so every run benchmarks the same data. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minutes are full of names (streets, firms, people): about a third of words come from a long tail. */
const SYLLABLES = ['ar', 'ben', 'cor', 'del', 'ev', 'far', 'gil', 'hol', 'ird', 'jen', 'kel', 'lor', 'mar', 'nor',
  'os', 'pel', 'quin', 'ros', 'sut', 'tal', 'ur', 'van', 'wil', 'yor', 'zan'];
const NAMES = Array.from({ length: 1500 }, (_, i) => {
  const a = SYLLABLES[i % SYLLABLES.length]!;
  const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length]!;
  const c = SYLLABLES[Math.floor(i / 625) % SYLLABLES.length]!;
  return `${a}${b}${c}`;
});

export interface CorpusSize {
  meetings: number;
  itemsPerMeeting: number;
}

/** Fills an empty, migrated database; returns the counts written. `city` names the meetings' source, as its ingestion would. */
export async function generateCorpus(db: AppDatabase, size: CorpusSize, city: CityConfig): Promise<{ meetings: number; items: number }> {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => (random() < 0.3 ? pick(NAMES) : pick(WORDS))).join(' ');
  const sentence = (n: number) => {
    const s = words(n);
    return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  };
  const now = new Date().toISOString();
  const start = Date.UTC(2000, 0, 5, 23);

  await db.transaction().execute(async (trx) => {
    const meetingRows = [];
    for (let i = 0; i < size.meetings; i++) {
      const date = new Date(start + i * 3.5 * 86_400_000).toISOString();
      const topics = [pick(TOPICS), pick(TOPICS), pick(TOPICS)].filter((t, j, a) => a.indexOf(t) === j);
      const keywords = [words(2), words(1), words(2), words(1), words(2), words(1)];
      meetingRows.push({
        id: i + 1,
        title: `City Council ${i % 3 === 0 ? 'Committee' : 'Regular'} Meeting ${i + 1}`,
        description: 'Regular meeting of the city council.',
        meeting_date: date,
        location: 'City Council Chamber, 175 E. 2nd St.',
        meeting_type: i % 3 === 0 ? pick(MEETING_TYPES) : 'regular_council',
        status: date > now ? 'scheduled' : 'completed',
        summary: Array.from({ length: 4 }, () => sentence(12)).join(' '),
        detailed_summary: Array.from({ length: 10 }, () => sentence(16)).join(' '),
        keywords: JSON.stringify(keywords),
        topics: JSON.stringify(topics),
        document_type: 'minutes',
        source: city.source.name,
        image_paths: '[]',
        full_text: null,
        is_listed: 1,
        created_at: now,
        updated_at: now,
        _topics: topics,
        _keywords: keywords,
      });
    }
    for (let i = 0; i < meetingRows.length; i += 200) {
      const chunk = meetingRows.slice(i, i + 200);
      await trx.insertInto('meetings').values(chunk.map(({ _topics, _keywords, ...row }) => row)).execute();
      await trx
        .insertInto('meeting_topics')
        .values(chunk.flatMap((m) => m._topics.map((topic, position) => ({ meeting_id: m.id, topic, position }))))
        .execute();
      await trx
        .insertInto('meeting_keywords')
        .values(
          chunk.flatMap((m) =>
            [...new Set(m._keywords)].map((keyword, position) => ({ meeting_id: m.id, keyword, position })),
          ),
        )
        .execute();
    }

    let itemId = 0;
    const items = [];
    const votes = [];
    for (const m of meetingRows) {
      for (let p = 0; p < size.itemsPerMeeting; p++) {
        itemId++;
        const voted = p % 4 === 1;
        items.push({
          id: itemId,
          meeting_id: m.id,
          position: p,
          item_number: `${1 + Math.floor(p / 5)}.${String.fromCharCode(97 + (p % 5))}.`,
          title: sentence(14),
          description: p % 2 ? sentence(20) : null,
          item_type: voted ? 'motion' : 'report',
          section: null,
          vote_required: voted ? 1 : 0,
          vote_result: voted ? 'Approved 8-0' : null,
        });
        if (voted) {
          votes.push({ meeting_id: m.id, agenda_item_id: itemId, position: p, motion: `Motion to approve item ${p}`, moved_by: 'Bellis', seconded_by: 'Lakin', outcome: 'passed' });
        }
      }
    }
    for (let i = 0; i < items.length; i += 500) await trx.insertInto('agenda_items').values(items.slice(i, i + 500)).execute();
    for (let i = 0; i < votes.length; i += 500) await trx.insertInto('voting_records').values(votes.slice(i, i + 500)).execute();
  });

  // The search index, built from what was just written the way saveMeeting builds it.
  if (dialectOf(db) === 'postgres') {
    // A thousand meetings a statement: one over all of them outlasts the app's statement timeout (meant for a
    // request) from 5,000 meetings on, which is why the bench had no PostgreSQL figures past 1,000.
    for (let from = 1; from <= size.meetings; from += 1_000) {
      await sql`insert into meeting_search (meeting_id, title, summary, body)
      select m.id, m.title, coalesce(m.summary, ''), coalesce(m.detailed_summary, '') || E'\n' ||
        coalesce((select string_agg(a.item_number || ' ' || a.title || ' ' || coalesce(a.description, ''), E'\n')
                  from agenda_items a where a.meeting_id = m.id), '')
      from meetings m where m.id between ${from} and ${from + 999}`.execute(db);
    }
  } else {
    await sql`insert into meeting_search (rowid, title, summary, body)
      select m.id, m.title, coalesce(m.summary, ''), coalesce(m.detailed_summary, '') || char(10) ||
        coalesce((select group_concat(a.item_number || ' ' || a.title || ' ' || coalesce(a.description, ''), char(10))
                  from agenda_items a where a.meeting_id = m.id), '')
      from meetings m`.execute(db);
    await sql`analyze`.execute(db);
  }
  await spanishText(db, size);
  return { meetings: size.meetings, items: size.meetings * size.itemsPerMeeting };
}

const SPANISH_WORDS = (
  'presupuesto calle calles parque parques biblioteca permiso desfile aguas pluviales alcantarillado zonificación ' +
  'terreno tiendas servicios viviendas asequibles contrato acuerdo demanda policía bomberos puente río centro ' +
  'distrito festival impuesto bono mejora transporte autobús ruta vecindario código apelación histórica ' +
  'programa juvenil mayores financiamiento resolución audiencia comentario público alcalde informe auditoría ' +
  'aprobado denegado pospuesto cambia permite usar nombra junta comisión subvención federal estatal'
).split(' ');

/** The Spanish text of each meeting (search-spanish.ts): plain lines of words from a Spanish vocabulary. */
export async function spanishText(db: AppDatabase, size: CorpusSize): Promise<void> {
  const random = prng(7);
  const pick = () => SPANISH_WORDS[Math.floor(random() * SPANISH_WORDS.length)]!;
  const key = dialectOf(db) === 'postgres' ? sql`meeting_id` : sql`rowid`;
  for (let from = 1; from <= size.meetings; from += 500) {
    const rows = [];
    for (let id = from; id < Math.min(from + 500, size.meetings + 1); id++) {
      const lines = Array.from({ length: Math.ceil(size.itemsPerMeeting / 2) }, () => Array.from({ length: 8 }, pick).join(' '));
      rows.push(sql`(${id}, ${indexedSpanish(db, lines.join('\n'))})`);
    }
    await sql`insert into meeting_search_es (${key}, spanish) values ${sql.join(rows)}`.execute(db);
  }
}
