/** One campaign in the grid: title, category, status, target date, members and the join controls. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Campaign } from '#contract/campaigns.ts';
import browser from '#web/components/ui/card-browser.module.css';
import { formatDate } from '#web/lib/format.ts';
import styles from './campaigns.module.css';
import { MembershipControls } from './membership-controls.tsx';

export interface CampaignCardProps {
  campaign: Campaign;
  selected: boolean;
  isSample: boolean;
  onRequireSignIn(resume: () => void): void;
}

/**
 * The target-date key when a campaign has none: "Ongoing" is true only of an active campaign; a completed or closed
 * one without a target date has simply had none (issue 33).
 */
export function noTargetKey(campaign: Pick<Campaign, 'status'>): 'card.noTarget' | 'card.noTargetEnded' {
  return campaign.status === 'active' ? 'card.noTarget' : 'card.noTargetEnded';
}

/** A `YYYY-MM-DD` target as a calendar date (noon UTC keeps it on the same day in the city's zone). */
export function formatTargetDate(date: string, language: string): string {
  return formatDate(`${date}T12:00:00Z`, language, 'UTC');
}

export function CampaignCard({ campaign, selected, isSample, onRequireSignIn }: CampaignCardProps) {
  const { t, i18n } = useTranslation('campaigns');
  return (
    <article className={browser.card} data-selected={selected || undefined} aria-labelledby={`campaign-${campaign.id}`}>
      <div className={browser.badges}>
        <span className={styles.category}>{t(`categories.${campaign.category}`, { defaultValue: campaign.category })}</span>
        <span className={styles.status} data-status={campaign.status}>
          {t(`status.${campaign.status}`)}
        </span>
      </div>
      <h2 id={`campaign-${campaign.id}`} className={browser.cardTitle} lang="en">
        {campaign.title}
      </h2>
      <p className={browser.summary} lang="en">{campaign.description}</p>
      <p className={styles.meta}>
        {campaign.target_date ? t('card.target', { date: formatTargetDate(campaign.target_date, i18n.language) }) : t(noTargetKey(campaign))}
        {' · '}
        {t('card.members', { count: campaign.member_count })}
      </p>
      {campaign.organization && <p className={styles.meta}>{t('card.by', { name: campaign.organization.name })}</p>}
      <div className={browser.actions}>
        {!isSample && (
          <Link
            to={`/campaigns/${campaign.id}`}
            className={browser.detailsLink}
            aria-label={t('card.detailsFor', { title: campaign.title })}
            aria-current={selected ? 'true' : undefined}
          >
            {t('card.details')}
          </Link>
        )}
        <MembershipControls campaign={campaign} disabled={isSample} onRequireSignIn={onRequireSignIn} />
      </div>
    </article>
  );
}
