/**
 * The detail side panel of one organization, with the Connect control (spec §2 Organizations). It shows the fields the
 * record holds and leaves out the empty ones; it says where the listing comes from, since the seed carries only
 * sourced public details (a website, at most) and never invented contacts or member counts.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Organization } from '#contract/organizations.ts';
import { formatNumber } from '#web/lib/format.ts';
import browser from '#web/components/ui/card-browser.module.css';
import { ConnectButton } from './connect-button.tsx';
import styles from './organizations.module.css';

export interface OrganizationDetailProps {
  organization: Organization | null;
  /** A built-in sample shown because the API failed: it cannot be connected to. */
  isSample: boolean;
  onRequireSignIn(resume: () => void): void;
}

export function OrganizationDetail({ organization, isSample, onRequireSignIn }: OrganizationDetailProps) {
  const { t, i18n } = useTranslation('organizations');
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving focus to the panel tells keyboard and screen-reader users where the details went.
  useEffect(() => {
    heading.current?.focus();
  }, [organization?.id]);

  if (!organization) {
    return (
      <aside className={browser.panel} aria-label={t('detail.label')}>
        <p>{t('detail.notFound')}</p>
        <Link to="/organizations">{t('detail.close')}</Link>
      </aside>
    );
  }
  const o = organization;
  const contact = [o.website_url, o.contact_email, o.phone, o.address].some(Boolean);
  return (
    <aside className={browser.panel} aria-labelledby="organization-detail-title">
      <div className={browser.panelHead}>
        <h2 id="organization-detail-title" ref={heading} tabIndex={-1} className={browser.panelTitle}>
          {o.name}
        </h2>
        <Link to="/organizations" className={browser.closeLink}>
          {t('detail.close')}
        </Link>
      </div>
      <div className={browser.badges}>
        <span className={styles.typeBadge}>{t(`types.${o.organization_type}`)}</span>
        {o.is_verified && <span className={styles.verified}>✓ {t('detail.verified')}</span>}
      </div>
      {!o.is_active && <p className={styles.notice}>{t('detail.inactive')}</p>}
      <h3 className={browser.sectionTitle}>{t('detail.about')}</h3>
      <p lang="en">{o.description}</p>
      <ConnectButton organization={o} disabled={isSample} onRequireSignIn={onRequireSignIn} size="md" />
      {/* Only what the record holds: an empty field is left out rather than shown blank. */}
      <dl className={styles.fields}>
        <dt>{t('detail.focusAreas')}</dt>
        <dd>{o.focus_areas.map((a) => t(`focusAreas.${a}`)).join(', ')}</dd>
        {o.service_areas.length > 0 && (
          <>
            <dt>{t('detail.serviceAreas')}</dt>
            <dd>{o.service_areas.join(', ')}</dd>
          </>
        )}
        {o.founded_year !== null && (
          <>
            <dt>{t('detail.founded')}</dt>
            <dd>{o.founded_year}</dd>
          </>
        )}
        {o.member_count > 0 && (
          <>
            <dt>{t('detail.members')}</dt>
            <dd>{formatNumber(o.member_count, i18n.language)}</dd>
          </>
        )}
      </dl>
      <h3 className={browser.sectionTitle}>{t('detail.contact')}</h3>
      {contact ? (
        <dl className={styles.fields}>
          {o.website_url && (
            <>
              <dt>{t('detail.website')}</dt>
              <dd>
                <a href={o.website_url} target="_blank" rel="noopener noreferrer">
                  {o.website_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="visually-hidden"> {t('detail.external')}</span>
                </a>
              </dd>
            </>
          )}
          {o.contact_email && (
            <>
              <dt>{t('detail.email')}</dt>
              <dd>
                <a href={`mailto:${o.contact_email}`}>{o.contact_email}</a>
              </dd>
            </>
          )}
          {o.phone && (
            <>
              <dt>{t('detail.phone')}</dt>
              <dd>
                <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</a>
              </dd>
            </>
          )}
          {o.address && (
            <>
              <dt>{t('detail.address')}</dt>
              <dd>{o.address}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('detail.noContact')}</p>
      )}
      <p className={styles.muted}>{t(o.contact_email || o.phone || o.address ? 'detail.sourceWithContact' : 'detail.source')}</p>
    </aside>
  );
}
