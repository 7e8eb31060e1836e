/** `GET /api/v1/places/items`: agenda items that name a place, filtered; and the district numbers for the filter. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlacedItemsQuery, PlacedItemsResponse } from '#contract/places.ts';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function usePlacedItems(filters: PlacedItemsQuery) {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
  return useQuery({
    queryKey: ['places', 'items', query.toString()],
    queryFn: ({ signal }) => apiRequest<PlacedItemsResponse>(`/places/items?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The same districts the map draws (its query key too), for the district filter's choices. */
export function useDistrictNumbers() {
  return useQuery({
    queryKey: ['places', 'districts'],
    queryFn: ({ signal }) => apiRequest<DistrictMapResponse>('/representatives/districts', { signal, timeoutMs: 15_000 }),
    staleTime: Infinity,
    select: (data) => data.districts.map((d) => d.id),
  });
}
