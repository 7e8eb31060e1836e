/**
 * Registration (spec §2 Register, §5): every required field checked, 'Passwords do not match' with nothing
 * sent, blank phone and ZIP left out of the payload, "Creating account..." while busy (form-schemas.ts); then
 * sign-in with the same credentials. Field problems from the server (a taken email, a common password) show by
 * their field. After a failed submit, focus moves to the first field with a problem.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#contract/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import styles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { showServerFieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { registerFormSchema } from '../form-schemas.ts';

const EMPTY = { full_name: '', username: '', email: '', phone_number: '', zip_code: '', password: '', confirmPassword: '' };

export function RegisterForm({ onSuccess }: { onSuccess(): void }) {
  const { t, i18n } = useTranslation('auth');
  const { register: registerAccount } = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const registerForm = useSchemaForm(registerFormSchema(t), EMPTY);
  const { register, formState: { errors, isSubmitting } } = registerForm;

  const handleSubmit = registerForm.handleSubmit(
    async (input) => {
      try {
        // The account starts in the language of the page it is made on (decision 028).
        await registerAccount({ ...input, language: toLanguage(i18n.language) });
        toast.success(t('register.success'));
        onSuccess();
      } catch (error) {
        if (error instanceof ApiError) showServerFieldErrors(registerForm, form.current, error.fieldErrors());
        toast.error(t('register.failure'));
      }
    },
    (problems) => {
      if (problems.confirmPassword?.message === t('register.mismatch')) toast.error(t('register.mismatch'));
    },
  );

  const field = (name: keyof typeof EMPTY) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form ref={form} className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField label={t('register.fullName')} autoComplete="name" required {...field('full_name')} />
      <TextField
        label={t('register.username')}
        autoComplete="username"
        required
        hint={t('register.usernameHint')}
        {...field('username')}
      />
      <TextField label={t('register.email')} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={t('register.phone')} type="tel" autoComplete="tel" optional {...field('phone_number')} />
      <TextField
        label={t('register.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        optional
        {...field('zip_code')}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        {...field('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} block>
        {isSubmitting ? t('register.busy') : t('register.submit')}
      </Button>
    </form>
  );
}
