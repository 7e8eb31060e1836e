/** `GET /api/v1/glossary`: the council's words in plain English and Spanish (issue 30); it changes with a deploy. */
import { queryOptions, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { glossaryTermsIn } from '#contract/glossary-match.ts';
import type { Glossary } from '#contract/plain.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const STALE_MS = 60 * 60 * 1000;

const fetchGlossary = ({ signal }: { signal: AbortSignal }) => apiRequest<Glossary>('/glossary', { signal, timeoutMs: 15_000 });

const glossaryOptions = queryOptions({ queryKey: ['glossary'] as const, queryFn: fetchGlossary, staleTime: STALE_MS });

export function useGlossary() {
  return useQuery(glossaryOptions);
}

/** The meeting whose agenda is shown, and its items' titles: the words a meeting page explains are theirs. */
export interface GlossaryScope {
  meetingId: number;
  titles: readonly string[];
}
export const GlossaryScopeContext = createContext<GlossaryScope | null>(null);

/** A short digest of the titles (FNV-1a), for the query's key. */
function digest(titles: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of titles.join('\n')) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The glossary an item explains its words from: within a meeting's agenda, only the terms its titles use (issue
 * 52: the whole glossary was 23,000 characters of every meeting page's embedded state), the same terms in the
 * same order, so each title finds the same words; elsewhere the whole glossary. The whole glossary fetched for
 * a meeting is kept out of the page's state (`meta.embed`, entry-server.tsx).
 */
export function useItemGlossary() {
  const scope = useContext(GlossaryScopeContext);
  const client = useQueryClient();
  const options: UseQueryOptions<Glossary> = scope
    ? {
        // The titles' digest too: a meeting whose agenda changed (or a sample of the same id) is looked up again.
        queryKey: ['glossary', 'meeting', scope.meetingId, digest(scope.titles)],
        queryFn: async () => {
          const glossary = await client.fetchQuery({ ...glossaryOptions, meta: { embed: false } });
          const used = new Set(scope.titles.flatMap((title) => glossaryTermsIn(title, glossary.terms).map((term) => term.id)));
          return { terms: glossary.terms.filter((term) => used.has(term.id)) };
        },
        staleTime: STALE_MS,
      }
    : { queryKey: ['glossary'], queryFn: fetchGlossary, staleTime: STALE_MS };
  return useQuery(options);
}
