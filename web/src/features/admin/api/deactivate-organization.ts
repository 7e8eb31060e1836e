/** `DELETE /api/v1/admin/organizations/{id}`: deactivates (nothing is deleted). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '#contract/organizations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminOrganizationsQueryKey } from './get-admin-organizations.ts';

export function deactivateOrganization(id: number): Promise<Organization> {
  return apiRequest<Organization>(`/admin/organizations/${id}`, { method: 'DELETE' });
}

export function useDeactivateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateOrganization,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}
