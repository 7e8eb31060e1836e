/** /forgot-password: asks for a reset link by email (always the same answer, so accounts stay private). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { requestPasswordReset } from '../../features/auth/api/auth-api.ts';
import styles from '../../features/auth/components/auth-card.module.css';
import { forgotPasswordFormSchema } from '../../features/auth/form-schemas.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const forgotForm = useSchemaForm(forgotPasswordFormSchema(t), { email: '' }, { focusFirstProblem: false });
  const { register, formState: { errors, isSubmitting } } = forgotForm;
  const [sent, setSent] = useState(false);

  const handleSubmit = forgotForm.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 429 ? err.userMessage : t('forgot.failure'));
    }
  });

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
                {...register('email')}
                error={errors.email?.message}
              />
              <Button type="submit" disabled={isSubmitting} block>
                {isSubmitting ? t('forgot.busy') : t('forgot.submit')}
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
