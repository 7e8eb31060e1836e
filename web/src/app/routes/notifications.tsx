/** Placeholder until this feature's issue lands; already protected (spec §2 Protected pages). */
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';

export function Component() {
  return (
    <RequireAuth>
      <div className="page">
        <h1>Notifications</h1>
      </div>
    </RequireAuth>
  );
}
