/**
 * The sign-in form shared by the Login page and the sign-in modal (spec §2 Login, Sign-in prompt): email and
 * password required, email format checked, "Signing in..." while busy, the spec's toasts.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { isEmail } from '../validation.ts';

export interface LoginFormProps {
  onSuccess(): void;
  /** The page shows Remember me and the links; the modal keeps to the two fields. */
  variant?: 'page' | 'modal';
}

export function LoginForm({ onSuccess, variant = 'page' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { login, busy } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!email.trim()) next.email = t('validation.emailRequired');
    else if (!isEmail(email)) next.email = t('validation.emailInvalid');
    if (!password) next.password = t('validation.passwordRequired');
    setErrors(next);
    if (next.email || next.password) return;
    try {
      await login(email.trim(), password, rememberMe);
      toast.success(t('login.success'));
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors());
      toast.error(t('login.failure'));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {variant === 'page' && (
        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            {t('login.rememberMe')}
          </label>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
      )}
      <Button type="submit" disabled={busy} block>
        {busy ? t('login.busy') : t('login.submit')}
      </Button>
    </form>
  );
}
