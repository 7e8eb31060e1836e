/**
 * A server-rendered page taken apart for weighing (issue 52): its markup, the state embedded for hydration and
 * that state's queries with their sizes, in characters. Shared by `server/pages/page-weight.test.ts` (made archive)
 * and `bench/page-weight.bench.ts` (both cities' real ones), so the two weigh a page the same way.
 */
import { SERVER_STATE_ID } from '#contract/pages.ts';

export interface PageQuery {
  key: string;
  /** Characters of the query's embedded state. */
  size: number;
  data: unknown;
}

export interface PageParts {
  total: number;
  markup: number;
  state: number;
  /** Largest first. */
  queries: PageQuery[];
}

const STATE = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([^]*?)</script>`);
const MARKUP = /<div id="root">([^]*?)<\/div>\n {4}<script type="application\/json"/;

/** An empty `state` (0) means the page was sent as the shell, not server-rendered. */
export function pageParts(html: string): PageParts {
  const stateText = STATE.exec(html)?.[1] ?? '';
  const queries = stateText ? (JSON.parse(stateText) as { queries: { queries: { queryKey: unknown; state: { data?: unknown } }[] } }).queries.queries : [];
  return {
    total: html.length,
    markup: MARKUP.exec(html)?.[1]?.length ?? 0,
    state: stateText.length,
    queries: queries
      .map((q) => ({ key: JSON.stringify(q.queryKey), size: JSON.stringify(q.state).length, data: q.state.data }))
      .sort((a, b) => b.size - a.size),
  };
}
