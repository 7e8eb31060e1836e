/** /dashboard: the signed-in resident's dashboard, protected (spec §2 Protected pages). */
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';

export function Component() {
  return (
    <RequireAuth>
      <DashboardView />
    </RequireAuth>
  );
}
