/** `POST /api/v1/admin/organizations` (new) or `PATCH /admin/organizations/{id}` (edit). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganizationInput, Organization } from '#contract/organizations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminOrganizationsQueryKey } from './get-admin-organizations.ts';

export function saveOrganization({ id, input }: { id: number | null; input: CreateOrganizationInput }): Promise<Organization> {
  return id === null
    ? apiRequest<Organization>('/admin/organizations', { method: 'POST', body: input })
    : apiRequest<Organization>(`/admin/organizations/${id}`, { method: 'PATCH', body: input });
}

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganization,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}
