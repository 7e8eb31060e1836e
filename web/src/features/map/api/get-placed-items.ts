/** `GET /api/v1/places/items`: agenda items that name a place, filtered. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlacedItemsQuery, PlacedItemsResponse } from '#contract/places.ts';
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

