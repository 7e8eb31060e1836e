/** /reset-password?token=…: the page the emailed link opens; sets a new password, then on to sign in. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { confirmPasswordReset } from '../../features/auth/api/auth-api.ts';
import styles from '../../features/auth/components/auth-card.module.css';
import { ApiError } from '../../lib/api-client.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = t('validation.passwordRequired');
    if (!confirm) next.confirm = t('validation.confirmRequired');
    else if (password !== confirm) next.confirm = t('register.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
      toast.success(t('reset.success'));
      void navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') setErrors({ form: t('reset.invalid') });
      else if (error instanceof ApiError && error.status === 400) {
        const fields = error.fieldErrors();
        setErrors(fields.password ? { password: fields.password } : { form: t('reset.invalid') });
      } else toast.error(t('forgot.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        {token.length < 16 ? (
          <p className={formStyles.formError}>{t('reset.missingToken')}</p>
        ) : (
          <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
            {errors.form && (
              <p className={formStyles.formError} role="alert">
                {errors.form}
              </p>
            )}
            <TextField
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('register.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
            />
            <Button type="submit" disabled={busy} block>
              {busy ? t('reset.busy') : t('reset.submit')}
            </Button>
          </form>
        )}
        <p className={styles.footer}>
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </p>
      </section>
    </div>
  );
}
