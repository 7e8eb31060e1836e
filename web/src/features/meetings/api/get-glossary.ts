/** `GET /api/v1/glossary`: the council's words in plain English and Spanish (issue 30); it changes with a deploy. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Glossary } from '#contract/plain.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useGlossary() {
  return useQuery(
    queryOptions({
      queryKey: ['glossary'] as const,
      queryFn: ({ signal }) => apiRequest<Glossary>('/glossary', { signal, timeoutMs: 15_000 }),
      staleTime: 60 * 60 * 1000,
    }),
  );
}
