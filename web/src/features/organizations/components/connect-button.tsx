/**
 * The Connect control (spec §2 Organizations): Connect ↔ Connected with a pending state, saved on the server.
 * A visitor is asked to sign in first; after signing in, the connection they asked for is made.
 */
import { useTranslation } from 'react-i18next';
import type { Organization } from '#contract/organizations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { useUpdateConnection } from '../api/update-connection.ts';

export interface ConnectButtonProps {
  organization: Organization;
  /** Opens the sign-in prompt; `resume` runs after a successful sign-in. */
  onRequireSignIn(resume: () => void): void;
  size?: 'md' | 'small';
  /** A sample organization, shown while the list cannot load, cannot be connected to. */
  disabled?: boolean;
}

export function ConnectButton({ organization, onRequireSignIn, size = 'small', disabled = false }: ConnectButtonProps) {
  const { t } = useTranslation('organizations');
  const { status } = useAuth();
  const mutation = useUpdateConnection();
  const connected = organization.is_connected;

  function update(connect: boolean) {
    mutation.mutate(
      { organizationId: organization.id, connect },
      {
        onSuccess: (state) =>
          toast.success(
            t(state.is_connected ? 'connect.connectedToast' : 'connect.disconnectedToast', { name: organization.name }),
          ),
        onError: () => toast.error(t('connect.failure')),
      },
    );
  }

  function handleClick() {
    if (status !== 'authenticated') {
      onRequireSignIn(() => update(true));
      return;
    }
    update(!connected);
  }

  const pending = mutation.isPending;
  const label = pending
    ? t(mutation.variables?.connect ? 'connect.connecting' : 'connect.disconnecting')
    : t(connected ? 'connect.connected' : 'connect.connect');
  return (
    <Button
      variant={connected ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={connected}
      aria-busy={pending || undefined}
      disabled={pending || disabled}
      title={connected && !pending ? t('connect.connectedHint') : undefined}
      onClick={handleClick}
    >
      {connected && !pending && <span aria-hidden="true">✓ </span>}
      {label}
    </Button>
  );
}
