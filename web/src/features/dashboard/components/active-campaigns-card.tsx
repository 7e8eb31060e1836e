/**
 * The Active Campaigns card, exactly as the spec's §2 Dashboard: "You are participating in N campaign(s)"
 * (singular for 1), the first 3 with title, category and a membership_role badge, '+N more campaigns', 'No
 * active campaigns found.' when nothing loads, and the toast 'Failed to load your campaigns' on failure.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_CAMPAIGN_LIMIT } from '#contract/campaigns.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useCampaignSubscriptions } from '../api/get-campaign-subscriptions.ts';
import styles from './dashboard.module.css';

export function ActiveCampaignsCard() {
  const { t } = useTranslation(['dashboard', 'campaigns']);
  const query = useCampaignSubscriptions();

  useEffect(() => {
    if (query.isError) toast.error(t('campaigns.failure'));
  }, [query.isError, t]);

  const data = query.data;
  const campaigns = data?.active_campaigns ?? [];
  const more = (data?.total_subscribed ?? 0) - DASHBOARD_CAMPAIGN_LIMIT;
  return (
    <section className={styles.card} aria-labelledby="dashboard-campaigns">
      <h2 id="dashboard-campaigns" className={styles.cardTitle}>
        {t('campaigns.title')}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : campaigns.length === 0 ? (
        <p className={styles.muted}>{t('campaigns.none')}</p>
      ) : (
        <>
          <p>{t('campaigns.participating', { count: data!.total_subscribed })}</p>
          <ul className={styles.list}>
            {campaigns.slice(0, DASHBOARD_CAMPAIGN_LIMIT).map((c) => (
              <li key={c.id} className={styles.campaign}>
                <Link to={`/campaigns/${c.id}`} className={styles.itemTitle}>
                  {c.title}
                </Link>
                <span className={styles.itemMeta}>
                  <span className={styles.category}>{t(`campaigns:categories.${c.category}`, { defaultValue: c.category })}</span>
                  <span className={styles.role} data-role={c.membership_role}>
                    {t(`campaigns.roles.${c.membership_role}`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <p className={styles.more}>{t('campaigns.more', { count: more })}</p>}
        </>
      )}
      <Link to="/campaigns" className={styles.cardLink}>
        {t('campaigns.browse')}
      </Link>
    </section>
  );
}
