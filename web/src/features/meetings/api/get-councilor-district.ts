/** `GET /api/v1/councilors/{district}`: the district with its sitting and former councilors. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouncilorDistrict } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getCouncilorDistrict(district: number, signal?: AbortSignal): Promise<CouncilorDistrict> {
  return apiRequest<CouncilorDistrict>(`/councilors/${district}`, { signal });
}

export function councilorDistrictQueryOptions(district: number) {
  return queryOptions({
    queryKey: ['councilors', 'district', district] as const,
    queryFn: ({ signal }) => getCouncilorDistrict(district, signal),
    staleTime: 10 * 60_000,
  });
}

export function useCouncilorDistrict(district: number) {
  return useQuery(councilorDistrictQueryOptions(district));
}
