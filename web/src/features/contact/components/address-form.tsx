/** The address field of both contact tools, with the spec's message for an empty address (contact-form-schemas.ts). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '#contract/representatives-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCity } from '#web/lib/city.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { addressFormSchema } from './contact-form-schemas.ts';
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
  const city = useCity();
  const id = useId();
  const form = useSchemaForm(addressFormSchema(t), { address: initialAddress });
  const error = form.formState.errors.address?.message;
  const handleSubmit = form.handleSubmit(({ address }) => onSubmit(address));

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
          {...form.register('address')}
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
