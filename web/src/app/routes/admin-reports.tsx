/** /admin/reports: the review queue of readers' error reports; signed-in admins only. */
import { ReportsAdmin } from '../../features/admin/components/reports-admin.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';

export function Component() {
  return (
    <RequireAuth>
      <ReportsAdmin />
    </RequireAuth>
  );
}
