/** The detail panel of one campaign, for `/campaigns/:id`. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Campaign } from '#contract/campaigns.ts';
import browser from '#web/components/ui/card-browser.module.css';
import { formatTargetDate, noTargetKey } from './campaign-card.tsx';
import styles from './campaigns.module.css';
import { MembershipControls } from './membership-controls.tsx';

export interface CampaignDetailProps {
  campaign: Campaign | null;
  onRequireSignIn(resume: () => void): void;
}

export function CampaignDetail({ campaign, onRequireSignIn }: CampaignDetailProps) {
  const { t, i18n } = useTranslation('campaigns');
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving focus to the panel tells keyboard and screen-reader users where the details went.
  useEffect(() => {
    heading.current?.focus();
  }, [campaign?.id]);

  if (!campaign) {
    return (
      <aside className={browser.panel} aria-label={t('detail.label')}>
        <p>{t('detail.notFound')}</p>
        <Link to="/campaigns">{t('detail.close')}</Link>
      </aside>
    );
  }
  return (
    <aside className={browser.panel} aria-labelledby="campaign-detail-title">
      <div className={browser.panelHead}>
        <h2 id="campaign-detail-title" ref={heading} tabIndex={-1} className={browser.panelTitle} lang="en">
          {campaign.title}
        </h2>
        <Link to="/campaigns" className={browser.closeLink}>
          {t('detail.close')}
        </Link>
      </div>
      <p lang="en">{campaign.description}</p>
      <MembershipControls campaign={campaign} onRequireSignIn={onRequireSignIn} />
      <dl className={styles.fields}>
        <dt>{t('detail.category')}</dt>
        <dd>{t(`categories.${campaign.category}`, { defaultValue: campaign.category })}</dd>
        <dt>{t('detail.status')}</dt>
        <dd>{t(`status.${campaign.status}`)}</dd>
        <dt>{t('detail.target')}</dt>
        <dd>{campaign.target_date ? formatTargetDate(campaign.target_date, i18n.language) : t(noTargetKey(campaign))}</dd>
        <dt>{t('detail.members')}</dt>
        {/* Members are residents who joined here; with none yet, say so and point to Join rather than show a bare 0. */}
        <dd>{campaign.member_count > 0 ? t('card.members', { count: campaign.member_count }) : t('detail.noMembers')}</dd>
        {campaign.organization && (
          <>
            <dt>{t('detail.organization')}</dt>
            <dd>
              <Link to={`/organizations/${campaign.organization.slug}`}>{campaign.organization.name}</Link>
            </dd>
          </>
        )}
      </dl>
    </aside>
  );
}
