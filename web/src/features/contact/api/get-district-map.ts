/** `GET /api/v1/representatives/districts`: simplified district outlines and their councilors, for the map. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getDistrictMap(signal?: AbortSignal): Promise<DistrictMapResponse> {
  return apiRequest<DistrictMapResponse>('/representatives/districts', { signal, timeoutMs: 15_000 });
}

export function districtMapQueryOptions() {
  return queryOptions({
    queryKey: ['representatives', 'districts'],
    queryFn: ({ signal }) => getDistrictMap(signal),
    staleTime: Infinity,
  });
}

export function useDistrictMap() {
  return useQuery(districtMapQueryOptions());
}
