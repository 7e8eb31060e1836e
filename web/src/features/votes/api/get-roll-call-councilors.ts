/** `GET /api/v1/votes/councilors`: everyone named on a roll call, sitting councilors first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RollCallCouncilorsResponse } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getRollCallCouncilors(signal?: AbortSignal): Promise<RollCallCouncilorsResponse> {
  return apiRequest<RollCallCouncilorsResponse>('/votes/councilors', { signal });
}

export function rollCallCouncilorsQueryOptions() {
  return queryOptions({
    queryKey: ['votes', 'councilors'] as const,
    queryFn: ({ signal }) => getRollCallCouncilors(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRollCallCouncilors() {
  return useQuery(rollCallCouncilorsQueryOptions());
}
