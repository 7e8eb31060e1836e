/** /dashboard: the signed-in resident's dashboard, protected (spec §2 Protected pages). */
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { SpeakUpButton } from '../../features/meetings/components/speak-up/speak-up-button.tsx';

export function Component() {
  return (
    <RequireAuth>
      <DashboardView speakUp={(item) => <SpeakUpButton item={item} />} />
    </RequireAuth>
  );
}
