/**
 * Edits the profile fields; server-side problems (a taken username, a bad ZIP) show by their field. A new email
 * asks for the current password and takes effect when the new address opens the link mailed to it.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../contract/auth.ts';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '../../../../../contract/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { updateProfile } from '../api/auth-api.ts';
import { formatPhone } from './profile-details.tsx';
import styles from './profile.module.css';

export function ProfileEditForm({ user, onDone }: { user: User; onDone(updated?: User): void }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const languageId = useId();
  const [language, setLanguage] = useState<Language>(user.language);
  const [values, setValues] = useState({
    full_name: user.full_name,
    username: user.username,
    email: user.email,
    phone_number: user.phone_number ? formatPhone(user.phone_number) : '',
    zip_code: user.zip_code ?? '',
    current_password: '',
  });
  // A new email needs the current password (and a link to the new address) before it takes effect.
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const bind = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const updated = await updateProfile({
        full_name: values.full_name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim() || null,
        zip_code: values.zip_code.trim() || null,
        language,
        ...(emailChanged ? { current_password: values.current_password } : {}),
      });
      // The chosen language is the account's: the page follows it at once.
      if (updated.language !== i18n.language) void i18n.changeLanguage(updated.language);
      if (updated.pending_email && emailChanged) toast.success(t('edit.emailPending', { email: updated.pending_email }));
      else toast.success(t('edit.success'));
      onDone(updated);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
      toast.error(t('edit.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField label={tAuth('register.fullName')} autoComplete="name" required {...bind('full_name')} />
      <TextField label={tAuth('register.username')} autoComplete="username" required {...bind('username')} />
      <TextField label={tAuth('register.email')} type="email" autoComplete="email" required {...bind('email')} />
      {emailChanged && (
        <TextField
          label={t('edit.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('edit.currentPasswordHint')}
          {...bind('current_password')}
        />
      )}
      <TextField label={tAuth('register.phone')} type="tel" autoComplete="tel" optional {...bind('phone_number')} />
      <TextField label={tAuth('register.zip')} inputMode="numeric" autoComplete="postal-code" optional {...bind('zip_code')} />
      <div className={formStyles.field}>
        <label htmlFor={languageId} className={formStyles.label}>
          {t('edit.language')}
        </label>
        <p id={`${languageId}-hint`} className={formStyles.hint}>
          {t('edit.languageHint')}
        </p>
        <select
          id={languageId}
          name="language"
          className={formStyles.input}
          aria-describedby={`${languageId}-hint`}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('edit.busy') : t('edit.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
