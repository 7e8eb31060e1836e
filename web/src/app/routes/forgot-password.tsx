/** /forgot-password: asks for a reset link by email (always the same answer, so accounts stay private). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { requestPasswordReset } from '../../features/auth/api/auth-api.ts';
import styles from '../../features/auth/components/auth-card.module.css';
import { isEmail } from '../../features/auth/validation.ts';
import { ApiError } from '../../lib/api-client.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError(t('validation.emailRequired'));
    if (!isEmail(email)) return setError(t('validation.emailInvalid'));
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 429 ? err.userMessage : t('forgot.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        {sent ? (
          <p className={styles.success} role="status">
            {t('forgot.sent')}
          </p>
        ) : (
          <>
            <p className={styles.intro}>{t('forgot.intro')}</p>
            <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
              <TextField
                label={t('forgot.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error}
              />
              <Button type="submit" disabled={busy} block>
                {busy ? t('forgot.busy') : t('forgot.submit')}
              </Button>
            </form>
          </>
        )}
        <p className={styles.footer}>
          <Link to="/login">{t('forgot.back')}</Link>
        </p>
      </section>
    </div>
  );
}
