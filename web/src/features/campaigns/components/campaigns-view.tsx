/**
 * The Campaigns page (spec §2): the card grid, the sample-data notice when the list could not be loaded, and
 * for `/campaigns/:id` a detail panel. Signing in is the route's business, asked for through `onRequireSignIn`.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCity } from '#web/lib/city.ts';
import browser from '#web/components/ui/card-browser.module.css';
import { useCampaigns } from '../api/get-campaigns.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import styles from './campaigns.module.css';

export interface CampaignsViewProps {
  /** The id of the campaign to show in the panel, from the URL. */
  selectedId?: number;
  onRequireSignIn(resume: () => void): void;
}

export function CampaignsView({ selectedId, onRequireSignIn }: CampaignsViewProps) {
  const { t } = useTranslation('campaigns');
  const city = useCity();
  const query = useCampaigns();
  const campaigns = query.data?.campaigns ?? [];
  const isSample = query.data?.isSample ?? false;
  const selected =
    selectedId !== undefined && !isSample ? (campaigns.find((c) => c.id === selectedId) ?? null) : undefined;

  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { city: city.name })}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          {isSample && (
            <div className={browser.sampleNotice} role="status">
              <p>{t('sampleNotice')}</p>
              <Button variant="secondary" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {t('retry')}
              </Button>
            </div>
          )}
          <div className={browser.layout} data-has-panel={selected !== undefined || undefined}>
            {selected !== undefined && <CampaignDetail campaign={selected} onRequireSignIn={onRequireSignIn} />}
            {campaigns.length === 0 ? (
              <p>{t('empty')}</p>
            ) : (
              <div className={browser.grid}>
                {campaigns.map((campaign) => (
                  <CampaignCard
                    key={campaign.id}
                    campaign={campaign}
                    selected={campaign.id === selectedId}
                    isSample={isSample}
                    onRequireSignIn={onRequireSignIn}
                  />
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
