/** `GET /api/v1/votes/councilors/{name}`: one councilor's attendance, majority, abstentions and motions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouncilorFigures } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getCouncilorFigures(name: string, signal?: AbortSignal): Promise<CouncilorFigures> {
  return apiRequest<CouncilorFigures>(`/votes/councilors/${encodeURIComponent(name)}`, { signal });
}

export function councilorFiguresQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['votes', 'figures', name] as const,
    queryFn: ({ signal }) => getCouncilorFigures(name, signal),
    staleTime: 5 * 60_000,
  });
}

/** Waits for a name: the councilor page learns it from the roll-call councilors first. */
export function useCouncilorFigures(name: string | undefined) {
  return useQuery({ ...councilorFiguresQueryOptions(name ?? ''), enabled: Boolean(name) });
}
