/**
 * The signed-in resident's saved address (issue 32): read by the profile and by the speak-up form (which picks
 * their councilor from its district), saved and forgotten on the profile. The resident's own data only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '#contract/saved-address.ts';
import { apiRequest } from './api-client.ts';

const PATH = '/auth/me/address';
export const savedAddressKey = ['saved-address'] as const;

export function useSavedAddress(enabled = true) {
  return useQuery({ queryKey: savedAddressKey, queryFn: () => apiRequest<SavedAddress>(PATH), enabled });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string | null) =>
      apiRequest<SavedAddress>(PATH, address === null ? { method: 'DELETE' } : { method: 'PUT', body: { address } }),
    onSuccess: (saved) => queryClient.setQueryData(savedAddressKey, saved),
  });
}
