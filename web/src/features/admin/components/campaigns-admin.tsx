/** The campaigns section of /admin: every campaign, with edit, deactivate (close) and a form for new ones. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '#contract/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useDeactivateCampaign } from '../api/deactivate-campaign.ts';
import { useAdminCampaigns } from '../api/get-admin-campaigns.ts';
import styles from './admin.module.css';
import { CampaignForm } from './campaign-form.tsx';

export function CampaignsAdmin() {
  const { t } = useTranslation('admin');
  const { t: tCampaigns } = useTranslation('campaigns');
  const query = useAdminCampaigns();
  const deactivate = useDeactivateCampaign();
  // undefined: no form; null: a new campaign.
  const [editing, setEditing] = useState<Campaign | null | undefined>(undefined);

  return (
    <section className={styles.section} aria-labelledby="admin-campaigns">
      <div className={styles.sectionHead}>
        <h2 id="admin-campaigns">{t('campaign.heading')}</h2>
        <Button size="small" onClick={() => setEditing(null)}>
          {t('campaign.new')}
        </Button>
      </div>
      {editing !== undefined && (
        <CampaignForm key={editing?.id ?? 'new'} campaign={editing} onDone={() => setEditing(undefined)} />
      )}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p>{t('loadFailed')}</p>
      ) : (
        <ul className={styles.rows}>
          {query.data.map((c) => (
            <li key={c.id} className={styles.row}>
              <span className={styles.rowName}>{c.title}</span>
              <span className={styles.state} data-active={c.status === 'active' || undefined}>
                {tCampaigns(`status.${c.status}`)}
              </span>
              <span className={styles.rowActions}>
                <Button size="small" variant="secondary" onClick={() => setEditing(c)} aria-label={t('editLabel', { name: c.title })}>
                  {t('edit')}
                </Button>
                {c.status === 'active' && (
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('deactivateLabel', { name: c.title })}
                    disabled={deactivate.isPending && deactivate.variables === c.id}
                    onClick={() =>
                      deactivate.mutate(c.id, {
                        onSuccess: () => toast.success(t('deactivated', { name: c.title })),
                        onError: () => toast.error(t('saveFailed')),
                      })
                    }
                  >
                    {t('deactivate')}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
