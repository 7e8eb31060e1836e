/** One representative: name, position, email and phone links, and a note when the contact is unverified. */
import { useTranslation } from 'react-i18next';
import type { Representative } from '#contract/representatives.ts';
import styles from './contact.module.css';

export function RepresentativeCard({ representative, headingLevel = 3 }: { representative: Representative; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('contact');
  const Heading = `h${headingLevel}` as const;
  const { name, position, email, phone } = representative;
  return (
    <article className={styles.card}>
      <Heading className={styles.cardName}>{name}</Heading>
      <p className={styles.cardPosition}>{position}</p>
      <ul className={styles.cardLinks}>
        <li>
          {email ? (
            <a href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            <span>{t('representative.noEmail')}</span>
          )}
        </li>
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
      </ul>
      {representative.contact_verified === false && <span className={styles.badge}>{t('representative.unverified')}</span>}
    </article>
  );
}
