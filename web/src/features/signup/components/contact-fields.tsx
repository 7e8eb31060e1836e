/** Step 1 fields (spec §3 Signup form): full name and email required, phone and ZIP optional. */
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ContactProblems, SignupFormValues } from '../hooks/signup-form.ts';
import styles from './signup.module.css';

type ContactValues = Pick<SignupFormValues, 'full_name' | 'email' | 'phone_number' | 'zip_code'>;

interface ContactFieldsProps {
  values: ContactValues;
  problems: ContactProblems;
  onChange(patch: Partial<ContactValues>): void;
  /** The manage page keeps the address fixed. */
  showEmail?: boolean;
}

const message = (p: string | true | undefined) => (typeof p === 'string' ? p : null);
const invalid = (p: string | true | undefined) => (p ? true : undefined);

export function ContactFields({ values, problems, onChange, showEmail = true }: ContactFieldsProps) {
  const { t } = useTranslation('signup');
  return (
    <div className={`${styles.fields} ${styles.twoColumns}`}>
      <TextField
        label={t('contact.fullName')}
        name="full_name"
        autoComplete="name"
        required
        value={values.full_name}
        aria-invalid={invalid(problems.full_name)}
        onChange={(e) => onChange({ full_name: e.target.value })}
      />
      {showEmail && (
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          aria-invalid={invalid(problems.email)}
          onChange={(e) => onChange({ email: e.target.value })}
        />
      )}
      <TextField
        label={t('contact.phone')}
        name="phone_number"
        type="tel"
        autoComplete="tel-national"
        optional
        hint={t('contact.phoneHint')}
        value={values.phone_number}
        error={message(problems.phone_number)}
        onChange={(e) => onChange({ phone_number: e.target.value })}
      />
      <TextField
        label={t('contact.zip')}
        name="zip_code"
        autoComplete="postal-code"
        inputMode="numeric"
        optional
        value={values.zip_code}
        error={message(problems.zip_code)}
        onChange={(e) => onChange({ zip_code: e.target.value })}
      />
    </div>
  );
}
