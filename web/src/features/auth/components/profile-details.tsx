/** The profile as the spec lists it: full name, email, username, phone and ZIP ("Not provided" when empty). */
import { useTranslation } from 'react-i18next';
import type { User } from '#contract/auth.ts';
import { LANGUAGE_NAMES } from '#contract/languages.ts';
import { EmailStatus } from './email-status.tsx';
import styles from './profile.module.css';

/** +19185550123 → (918) 555-0123, for reading. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const notProvided = <span className={styles.muted}>{t('details.notProvided')}</span>;
  return (
    <dl className={styles.list}>
      <dt>{t('details.fullName')}</dt>
      <dd>{user.full_name}</dd>
      <dt>{t('details.email')}</dt>
      <dd>
        {user.email}
        <EmailStatus user={user} />
      </dd>
      <dt>{t('details.username')}</dt>
      <dd>{user.username}</dd>
      <dt>{t('details.phone')}</dt>
      <dd>{user.phone_number ? formatPhone(user.phone_number) : notProvided}</dd>
      <dt>{t('details.zip')}</dt>
      <dd>{user.zip_code ?? notProvided}</dd>
      <dt>{t('details.language')}</dt>
      <dd lang={user.language}>{LANGUAGE_NAMES[user.language]}</dd>
    </dl>
  );
}
