/** One organization in the grid: name, type, verified badge, short description and 3 focus areas (spec §9). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANIZATION_CARD_FOCUS_AREAS, type Organization } from '#contract/organizations.ts';
import browser from '#web/components/ui/card-browser.module.css';
import { ConnectButton } from './connect-button.tsx';
import styles from './organizations.module.css';

export interface OrganizationCardProps {
  organization: Organization;
  selected: boolean;
  /** A built-in sample shown because the API failed: it cannot be connected to. */
  isSample: boolean;
  onRequireSignIn(resume: () => void): void;
}

export function OrganizationCard({ organization, selected, isSample, onRequireSignIn }: OrganizationCardProps) {
  const { t } = useTranslation('organizations');
  return (
    <article className={browser.card} data-selected={selected || undefined} aria-labelledby={`org-${organization.id}`}>
      <div className={styles.cardHead}>
        <h2 id={`org-${organization.id}`} className={browser.cardTitle}>
          {organization.name}
        </h2>
        <div className={browser.badges}>
          <span className={styles.typeBadge}>{t(`types.${organization.organization_type}`)}</span>
          {organization.is_verified && <span className={styles.verified}>✓ {t('card.verified')}</span>}
        </div>
      </div>
      {organization.short_description && <p className={browser.summary} lang="en">{organization.short_description}</p>}
      <ul className={styles.chips} aria-label={t('card.focusAreas')}>
        {organization.focus_areas.slice(0, ORGANIZATION_CARD_FOCUS_AREAS).map((area) => (
          <li key={area} className={styles.chip}>
            {t(`focusAreas.${area}`)}
          </li>
        ))}
      </ul>
      <div className={browser.actions}>
        <Link
          to={`/organizations/${organization.slug}`}
          className={browser.detailsLink}
          aria-label={t('card.detailsFor', { name: organization.name })}
          aria-current={selected ? 'true' : undefined}
        >
          {t('card.details')}
        </Link>
        <ConnectButton organization={organization} disabled={isSample} onRequireSignIn={onRequireSignIn} />
      </div>
    </article>
  );
}
