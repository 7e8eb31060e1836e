/** `GET /api/v1/matters/{file_number}`: the bill's dossier (issue 47); `matter` is null where the city keeps none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterDossier } from '#contract/matters.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useMatterDossier(fileNumber: string) {
  return useQuery(
    queryOptions({
      queryKey: ['matter', fileNumber] as const,
      queryFn: ({ signal }) => apiRequest<MatterDossier>(`/matters/${encodeURIComponent(fileNumber)}`, { signal }),
      staleTime: 5 * 60 * 1000,
    }),
  );
}
