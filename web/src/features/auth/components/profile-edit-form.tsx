/**
 * Edits the profile fields; server-side problems (a taken username, a bad ZIP) show by their field. A new email
 * asks for the current password and takes effect when the new address opens the link mailed to it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '#contract/auth.ts';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '#contract/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { applyPageLanguage } from '#web/lib/page-language.ts';
import { updateProfile } from '../api/auth-api.ts';
import { emailChanged, profileFormSchema } from '../form-schemas.ts';
import { formatPhone } from './profile-details.tsx';
import styles from './profile.module.css';

export function ProfileEditForm({ user, onDone }: { user: User; onDone(updated?: User): void }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const languageId = useId();
  const [language, setLanguage] = useState<Language>(user.language);
  const profileForm = useSchemaForm(profileFormSchema(user.email), {
    full_name: user.full_name,
    username: user.username,
    email: user.email,
    phone_number: user.phone_number ? formatPhone(user.phone_number) : '',
    zip_code: user.zip_code ?? '',
    current_password: '',
  });
  const { register, watch, formState: { errors, isSubmitting } } = profileForm;
  // A new email needs the current password (and a link to the new address) before it takes effect.
  const newEmail = emailChanged(watch('email'), user.email);
  const field = (name: 'full_name' | 'username' | 'email' | 'phone_number' | 'zip_code' | 'current_password') => ({
    ...register(name),
    error: errors[name]?.message,
  });

  const handleSubmit = profileForm.handleSubmit(async (input) => {
    try {
      const updated = await updateProfile({ ...input, language });
      // The chosen language is the account's: the page follows it at once.
      if (updated.language !== i18n.language) void applyPageLanguage(i18n, updated.language);
      if (updated.pending_email && newEmail) toast.success(t('edit.emailPending', { email: updated.pending_email }));
      else toast.success(t('edit.success'));
      onDone(updated);
    } catch (error) {
      if (error instanceof ApiError) showServerFieldErrors(profileForm, null, error.fieldErrors());
      toast.error(t('edit.failure'));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField label={tAuth('register.fullName')} autoComplete="name" required {...field('full_name')} />
      <TextField label={tAuth('register.username')} autoComplete="username" required {...field('username')} />
      <TextField label={tAuth('register.email')} type="email" autoComplete="email" required {...field('email')} />
      {newEmail && (
        <TextField
          label={t('edit.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('edit.currentPasswordHint')}
          {...field('current_password')}
        />
      )}
      <TextField label={tAuth('register.phone')} type="tel" autoComplete="tel" optional {...field('phone_number')} />
      <TextField label={tAuth('register.zip')} inputMode="numeric" autoComplete="postal-code" optional {...field('zip_code')} />
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('edit.busy') : t('edit.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
