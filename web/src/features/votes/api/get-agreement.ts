/** `GET /api/v1/votes/agreement`: how often each pair of sitting councilors voted alike on split votes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementMatrix } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getAgreement(signal?: AbortSignal): Promise<AgreementMatrix> {
  return apiRequest<AgreementMatrix>('/votes/agreement', { signal });
}

export function agreementQueryOptions() {
  return queryOptions({
    queryKey: ['votes', 'agreement'] as const,
    queryFn: ({ signal }) => getAgreement(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAgreement() {
  return useQuery(agreementQueryOptions());
}
