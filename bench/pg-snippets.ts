/**
 * `bench:scale`'s snippet figure on PostgreSQL (issue 52): the snippets of a search page's top 10 as the meetings
 * list builds them (`snippetsFor`) against the decision-180 query they replaced (ts_headline over 3,000 characters
 * around the first word as typed, or the whole text), on the same meetings, asked in turn in the same run, and how
 * many of each marked a match and how many are the same both ways.
 */
import { sql } from 'kysely';
import { type SnippetPart, parseSnippet, queryTokens, snippetsFor } from '../server/db/search.ts';
import type { AppDatabase } from '../server/db/database.ts';

const OPEN = '\u0001';
const CLOSE = '\u0002';

/** The query of decision 180 and 220, kept here as the figure's reference. */
async function decision180Snippets(db: AppDatabase, query: string, ids: number[]): Promise<Map<number, SnippetPart[]>> {
  const tokens = queryTokens(query);
  const tsquery = tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' & ');
  const lowered = /^[a-z0-9]+$/.test(tokens[0]!) ? sql`lower(text collate "C")` : sql`lower(text)`;
  const result = await sql<{ meeting_id: number; snippet: string | null }>`
    select meeting_id, ts_headline('english',
      case when at > 0 then substr(text, greatest(1, at - 1000), 3000) else text end,
      to_tsquery('english', ${tsquery}),
      ${`StartSel=${OPEN}, StopSel=${CLOSE}, MinWords=12, MaxWords=28, MaxFragments=1, FragmentDelimiter=" … "`}
    ) as snippet
    from (select meeting_id, text, strpos(${lowered}, ${tokens[0]!}) as at
      from (select meeting_id, left(summary || ' ' || body, 200000) as text from meeting_search where meeting_id in (${sql.join(ids)})) whole) windowed`.execute(db);
  return new Map(result.rows.map((row) => [row.meeting_id, parseSnippet(row.snippet ?? '')]));
}

/** The top 10 of a ranked search, as the list ranks them. */
async function topTen(db: AppDatabase, query: string): Promise<number[]> {
  const tsquery = queryTokens(query).map((t, i, all) => (i === all.length - 1 ? `${t}:*` : t)).join(' & ');
  const rows = await sql<{ meeting_id: number }>`select meeting_id from meeting_search
    where document @@ to_tsquery('english', ${tsquery}) order by ts_rank_cd(document, to_tsquery('english', ${tsquery})) desc, meeting_id limit 10`.execute(db);
  return rows.rows.map((row) => Number(row.meeting_id));
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const marked = (snippets: Map<number, SnippetPart[]>) => [...snippets.values()].filter((parts) => parts.some((p) => p.match)).length;

/** Prints, for each city, the two ways' p50/p95 over its words, `rounds` times each, in turn. */
export async function measurePgSnippets(cities: { name: string; db: AppDatabase }[], words: string[], rounds: number): Promise<void> {
  console.log(`\n  search snippets of a page's top 10 on PostgreSQL, ${rounds} rounds of ${words.map((w) => `"${w}"`).join(', ')}, the two asked in turn`);
  for (const { name, db } of cities) {
    const pages = await Promise.all(words.map(async (q) => ({ q, ids: await topTen(db, q) })));
    const times = { now: [] as number[], before: [] as number[] };
    const counts = { now: 0, before: 0, pages: 0, same: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const { q, ids } of pages) {
        if (ids.length === 0) continue;
        const ways = round % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const);
        const got: Partial<Record<'now' | 'before', Map<number, SnippetPart[]>>> = {};
        for (const way of ways) {
          const t0 = performance.now();
          got[way] = way === 'now' ? await snippetsFor(db, q, ids) : await decision180Snippets(db, q, ids);
          times[way].push(performance.now() - t0);
          if (round === 0) counts[way] += marked(got[way]);
        }
        if (round === 0) {
          counts.pages += ids.length;
          counts.same += ids.filter((id) => JSON.stringify(got.now!.get(id)) === JSON.stringify(got.before!.get(id))).length;
        }
      }
    }
    for (const way of ['before', 'now'] as const) {
      const sorted = [...times[way]].sort((a, b) => a - b);
      const label = way === 'now' ? 'windows of 1,200 chars (now)' : '3,000 chars (decision 180)';
      console.log(`  ${`${name}: ${label}`.padEnd(48)} p50 ${quantile(sorted, 0.5).toFixed(1).padStart(6)}   p95 ${quantile(sorted, 0.95).toFixed(1).padStart(6)} ms   ${counts[way]}/${counts.pages} marked`);
    }
    console.log(`  ${name}: ${counts.same}/${counts.pages} snippets the same text both ways`);
  }
}
