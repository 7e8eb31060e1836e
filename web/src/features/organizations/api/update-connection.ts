/**
 * `PUT` / `DELETE /api/v1/organizations/{id}/connection`: connects or disconnects the signed-in user. The grid
 * updates from the answer (no refetch), and the dashboard's activity is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionState } from '#contract/organizations.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { type OrganizationsResult, organizationsQueryKey } from './get-organizations.ts';

export interface UpdateConnectionInput {
  organizationId: number;
  connect: boolean;
}

export function updateConnection({ organizationId, connect }: UpdateConnectionInput): Promise<ConnectionState> {
  return apiRequest<ConnectionState>(`/organizations/${organizationId}/connection`, {
    method: connect ? 'PUT' : 'DELETE',
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: (state) => {
      queryClient.setQueryData<OrganizationsResult>(organizationsQueryKey, (current) =>
        current
          ? {
              ...current,
              organizations: current.organizations.map((o) =>
                o.id === state.organization_id ? { ...o, is_connected: state.is_connected } : o,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
