/** /admin: manage organizations and campaigns; signed-in admins only. */
import { AdminView } from '../../features/admin/components/admin-view.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';

export function Component() {
  return (
    <RequireAuth>
      <AdminView />
    </RequireAuth>
  );
}
