/** Changes the password (current one required); other sessions are signed out by the server. */
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { changePassword } from '../api/auth-api.ts';
import { changePasswordFormSchema } from '../form-schemas.ts';

const EMPTY = { current_password: '', new_password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const passwordForm = useSchemaForm(changePasswordFormSchema(tAuth), EMPTY, { focusFirstProblem: false });
  const { register, reset, formState: { errors, isSubmitting } } = passwordForm;

  const handleSubmit = passwordForm.handleSubmit(async (input) => {
    try {
      await changePassword(input.current_password, input.new_password);
      toast.success(t('password.success'));
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) showServerFieldErrors(passwordForm, null, error.fieldErrors());
      toast.error(t('password.failure'));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        {...register('current_password')}
        error={errors.current_password?.message}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={tAuth('register.passwordHint')}
        {...register('new_password')}
        error={errors.new_password?.message}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('password.busy') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
