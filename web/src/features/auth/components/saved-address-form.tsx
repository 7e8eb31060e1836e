/**
 * "Your address" on the profile (issue 32): saved once, it picks the resident's councilor in every "Speak up"
 * form. Without one, the district their alerts know is said, so the resident sees what the form will use.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '#contract/representatives-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveAddress, useSavedAddress } from '#web/lib/saved-address.ts';
import styles from './profile.module.css';

export function SavedAddressForm() {
  const { t } = useTranslation('profile');
  const saved = useSavedAddress();
  const save = useSaveAddress();
  const [address, setAddress] = useState<string | null>(null);
  if (saved.isPending) return <Spinner label={t('address.loading')} />;
  const current = saved.data;
  const value = address ?? (current?.source === 'profile' ? (current.address ?? '') : '');
  const problem = save.error instanceof ApiError ? (save.error.fieldErrors().address ?? save.error.userMessage) : save.error ? t('address.failure') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim(), { onSuccess: () => toast.success(t('address.saved')) });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {current?.district != null && (
        <p role="status">
          {current.source === 'profile' ? t('address.fromProfile', { district: current.district }) : t('address.fromAlerts', { district: current.district })}
        </p>
      )}
      <TextField
        label={t('address.label')}
        autoComplete="street-address"
        maxLength={CONTACT_LIMITS.addressMaxLength}
        hint={t('address.hint')}
        value={value}
        onChange={(e) => setAddress(e.target.value)}
        error={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('address.saving') : t('address.save')}
        </Button>
        {current?.source === 'profile' && (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => save.mutate(null, { onSuccess: () => { setAddress(null); toast.success(t('address.forgotten')); } })}
          >
            {t('address.forget')}
          </Button>
        )}
      </div>
    </form>
  );
}
