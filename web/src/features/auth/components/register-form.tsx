/**
 * Registration (spec §2 Register, §5): every required field checked, 'Passwords do not match' with nothing
 * sent, blank phone and ZIP left out of the payload, "Creating account..." while busy; then sign-in with the
 * same credentials. Field problems from the server (a taken email, a common password) show by their field.
 * After a failed submit, focus moves to the first field with a problem.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterInput } from '../../../../../contract/auth.ts';
import { toLanguage } from '../../../../../contract/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { isEmail } from '../validation.ts';

const EMPTY = { full_name: '', username: '', email: '', phone_number: '', zip_code: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

export function RegisterForm({ onSuccess }: { onSuccess(): void }) {
  const { t, i18n } = useTranslation('auth');
  const { register, busy } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });

  function validate(): Partial<Record<Field, string>> {
    const next: Partial<Record<Field, string>> = {};
    if (!values.full_name.trim()) next.full_name = t('validation.fullNameRequired');
    if (!values.username.trim()) next.username = t('validation.usernameRequired');
    if (!values.email.trim()) next.email = t('validation.emailRequired');
    else if (!isEmail(values.email)) next.email = t('validation.emailInvalid');
    if (!values.password) next.password = t('validation.passwordRequired');
    if (!values.confirmPassword) next.confirmPassword = t('validation.confirmRequired');
    else if (values.password !== values.confirmPassword) next.confirmPassword = t('register.mismatch');
    return next;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(form.current, Object.keys(next));
      if (next.confirmPassword === t('register.mismatch')) toast.error(t('register.mismatch'));
      return;
    }
    const payload: RegisterInput = {
      full_name: values.full_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      interests: [],
      language: toLanguage(i18n.language),
      ...(values.phone_number.trim() ? { phone_number: values.phone_number.trim() } : {}),
      ...(values.zip_code.trim() ? { zip_code: values.zip_code.trim() } : {}),
    };
    try {
      await register(payload);
      toast.success(t('register.success'));
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = error.fieldErrors() as Partial<Record<Field, string>>;
        setErrors(fieldErrors);
        focusFirstInvalid(form.current, Object.keys(fieldErrors));
      }
      toast.error(t('register.failure'));
    }
  }

  return (
    <form ref={form} className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField label={t('register.fullName')} autoComplete="name" required {...bind('full_name')} />
      <TextField
        label={t('register.username')}
        autoComplete="username"
        required
        hint={t('register.usernameHint')}
        {...bind('username')}
      />
      <TextField label={t('register.email')} type="email" autoComplete="email" required {...bind('email')} />
      <TextField label={t('register.phone')} type="tel" autoComplete="tel" optional {...bind('phone_number')} />
      <TextField
        label={t('register.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        optional
        {...bind('zip_code')}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        {...bind('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
      <Button type="submit" disabled={busy} block>
        {busy ? t('register.busy') : t('register.submit')}
      </Button>
    </form>
  );
}
