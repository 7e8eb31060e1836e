/** The address field of both contact tools, with the spec's message for an empty address. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '../../../../../contract/representatives-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { city } from '../../../lib/city.ts';
import styles from './contact.module.css';

export function AddressForm({
  initialAddress = '',
  submitLabel,
  busy,
  onSubmit,
}: {
  initialAddress?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (address: string) => void;
}) {
  const { t } = useTranslation('contact');
  const id = useId();
  const [address, setAddress] = useState(initialAddress);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = address.trim();
    if (!value) {
      setError(t('messages.addressRequired'));
      return;
    }
    setError(null);
    onSubmit(value);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-address`}>
          {t('address.label')}
        </label>
        <p className={styles.hint} id={`${id}-hint`}>
          {t('address.hint', { example: city.addressExample })}
        </p>
        <input
          id={`${id}-address`}
          className={styles.input}
          type="text"
          autoComplete="street-address"
          maxLength={CONTACT_LIMITS.addressMaxLength}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        {error && (
          <p className={styles.error} id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('address.submitting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
