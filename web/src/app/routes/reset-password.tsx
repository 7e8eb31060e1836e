/** /reset-password?token=…: the page the emailed link opens; sets a new password, then on to sign in. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { confirmPasswordReset } from '../../features/auth/api/auth-api.ts';
import styles from '../../features/auth/components/auth-card.module.css';
import { resetPasswordFormSchema } from '../../features/auth/form-schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const resetForm = useSchemaForm(resetPasswordFormSchema(t), { password: '', confirmPassword: '' }, { focusFirstProblem: false });
  const { register, setError, formState: { errors, isSubmitting } } = resetForm;
  // A problem with the link itself, not with a field.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const handleSubmit = resetForm.handleSubmit(
    async ({ password }) => {
      setLinkProblem(null);
      try {
        await confirmPasswordReset(token, password);
        toast.success(t('reset.success'));
        void navigate('/login', { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'invalid_token') setLinkProblem(t('reset.invalid'));
        else if (error instanceof ApiError && error.status === 400) {
          const fields = error.fieldErrors();
          if (fields.password) setError('password', { type: 'server', message: fields.password });
          else setLinkProblem(t('reset.invalid'));
        } else toast.error(t('forgot.failure'));
      }
    },
    () => setLinkProblem(null),
  );

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        {token.length < 16 ? (
          <p className={formStyles.formError}>{t('reset.missingToken')}</p>
        ) : (
          <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
            {linkProblem && (
              <p className={formStyles.formError} role="alert">
                {linkProblem}
              </p>
            )}
            <TextField
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('register.passwordHint')}
              {...register('password')}
              error={errors.password?.message}
            />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              {...register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            <Button type="submit" disabled={isSubmitting} block>
              {isSubmitting ? t('reset.busy') : t('reset.submit')}
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
