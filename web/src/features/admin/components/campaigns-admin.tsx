/** The campaigns section of /admin: every campaign, with edit, deactivate (close) and a form for new ones. */
import { useTranslation } from 'react-i18next';
import { useDeactivateCampaign } from '../api/deactivate-campaign.ts';
import { useAdminCampaigns } from '../api/get-admin-campaigns.ts';
import { CampaignForm } from './campaign-form.tsx';
import { RecordsAdmin, recordsOf } from './records-admin.tsx';

export function CampaignsAdmin() {
  const { t } = useTranslation('admin');
  const { t: tCampaigns } = useTranslation('campaigns');
  return (
    <RecordsAdmin
      headingId="admin-campaigns"
      heading={t('campaign.heading')}
      newLabel={t('campaign.new')}
      records={recordsOf(useAdminCampaigns())}
      deactivate={useDeactivateCampaign()}
      nameOf={(c) => c.title}
      label={(c) => c.title}
      active={(c) => c.status === 'active'}
      stateOf={(c) => tCampaigns(`status.${c.status}`)}
      form={(campaign, onDone) => <CampaignForm campaign={campaign} onDone={onDone} />}
    />
  );
}
