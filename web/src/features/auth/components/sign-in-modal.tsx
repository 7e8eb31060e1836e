/**
 * The sign-in prompt (spec §2 Sign-in prompt): opens when a visitor tries to connect to an organization
 * ("Sign In to Connect") or join a campaign ("Sign In to Join Campaign"); on success it closes and the data
 * reloads (signing in invalidates every query). Links lead on to a password reset or a new account. The form
 * (and its form library) loads when the prompt first opens, not with the page that may never ask for it; the
 * dialog's close button, which takes the focus on opening, is there from the start.
 */
import { lazy, Suspense } from 'react';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

const LoginForm = lazy(() => import('./login-form.tsx').then((m) => ({ default: m.LoginForm })));

export interface SignInModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  onSuccess?(): void;
}

export function SignInModal({ open, title, onClose, onSuccess }: SignInModalProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <LoginForm
          variant="modal"
          onLeave={onClose}
          onSuccess={() => {
            onClose();
            onSuccess?.();
          }}
        />
      </Suspense>
    </Dialog>
  );
}
