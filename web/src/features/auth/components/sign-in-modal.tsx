/**
 * The sign-in prompt (spec §2 Sign-in prompt): opens when a visitor tries to connect to an organization
 * ("Sign In to Connect") or join a campaign ("Sign In to Join Campaign"); on success it closes and the data
 * reloads (signing in invalidates every query). Links lead on to a password reset or a new account.
 */
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoginForm } from './login-form.tsx';

export interface SignInModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  onSuccess?(): void;
}

export function SignInModal({ open, title, onClose, onSuccess }: SignInModalProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <LoginForm
        variant="modal"
        onLeave={onClose}
        onSuccess={() => {
          onClose();
          onSuccess?.();
        }}
      />
    </Dialog>
  );
}
