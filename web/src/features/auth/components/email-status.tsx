/** Under the profile's email: whether it is confirmed (with a way to get a new link) and any change waiting. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { resendEmailVerification } from '../api/auth-api.ts';
import styles from './profile.module.css';

export function EmailStatus({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);

  async function handleResend() {
    setBusy(true);
    try {
      await resendEmailVerification();
      toast.success(t('details.resent'));
    } catch {
      toast.error(t('details.resendFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {!user.email_verified && (
        <span className={styles.muted}>
          {' '}
          {t('details.unverified')}{' '}
          <Button variant="secondary" onClick={handleResend} disabled={busy}>
            {busy ? t('details.resendBusy') : t('details.resend')}
          </Button>
        </span>
      )}
      {user.pending_email && (
        <span className={styles.muted}>
          {' '}
          {t('details.pending', { email: user.pending_email })}
        </span>
      )}
    </>
  );
}
