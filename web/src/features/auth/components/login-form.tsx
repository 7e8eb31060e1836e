/**
 * The sign-in form shared by the Login page and the sign-in modal (spec §2 Login, Sign-in prompt): email and
 * password required, email format checked (form-schemas.ts), "Signing in..." while busy, the spec's toasts. A
 * 429 is not a wrong password: it says so and how long to wait (from Retry-After), and the message stays until
 * the next try.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import styles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { showServerFieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { loginFormSchema } from '../form-schemas.ts';

export interface LoginFormProps {
  onSuccess(): void;
  /** The page shows Remember me and the forgot-password link; the modal shows the links to reset and register. */
  variant?: 'page' | 'modal';
  /** Called when a link leads away from the form (the modal closes). */
  onLeave?(): void;
}

/** "45 seconds", "3 minutes": the wait a 429 asks for, as a person reads it. */
function useWaitText() {
  const { t } = useTranslation('auth');
  return (seconds: number | undefined): string =>
    seconds === undefined
      ? t('login.rateLimitedNoTime')
      : t('login.rateLimited', {
          wait: seconds < 60 ? t('login.waitSeconds', { count: Math.max(1, seconds) }) : t('login.waitMinutes', { count: Math.ceil(seconds / 60) }),
        });
}

export function LoginForm({ onSuccess, variant = 'page', onLeave }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const waitText = useWaitText();
  const { login } = useAuth();
  const [limited, setLimited] = useState<string | null>(null);
  const loginForm = useSchemaForm(loginFormSchema(t), { email: '', password: '', remember_me: false });
  const { register, formState: { errors, isSubmitting } } = loginForm;

  const handleSubmit = loginForm.handleSubmit(
    async ({ email, password, remember_me }) => {
      setLimited(null);
      try {
        await login(email, password, remember_me);
        toast.success(t('login.success'));
        onSuccess();
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          const message = waitText(error.retryAfterSeconds);
          setLimited(message);
          toast.error(message);
          return;
        }
        if (error instanceof ApiError && error.status === 400) showServerFieldErrors(loginForm, null, error.fieldErrors());
        toast.error(t('login.failure'));
      }
    },
    () => setLimited(null),
  );

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {/* Announced by the toast; kept here so the wait can still be read once the toast is gone. */}
      {limited && <p className={styles.formError}>{limited}</p>}
      <TextField label={t('login.email')} type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
        error={errors.password?.message}
      />
      {variant === 'page' && (
        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('remember_me')} />
            {t('login.rememberMe')}
          </label>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
      )}
      <Button type="submit" disabled={isSubmitting} block>
        {isSubmitting ? t('login.busy') : t('login.submit')}
      </Button>
      {variant === 'modal' && (
        <div className={styles.row}>
          <Link to="/forgot-password" onClick={onLeave}>
            {t('login.forgot')}
          </Link>
          <span>
            {t('login.noAccount')}{' '}
            <Link to="/register" onClick={onLeave}>
              {t('login.registerLink')}
            </Link>
          </span>
        </div>
      )}
    </form>
  );
}
