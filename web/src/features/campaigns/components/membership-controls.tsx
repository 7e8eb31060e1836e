/**
 * Join Campaign → Joining... → Joined (spec §2 Campaigns), and Leave (ours). A visitor is asked to sign in
 * first; after signing in, the join they asked for goes ahead. Closed and completed campaigns take no members.
 */
import { useTranslation } from 'react-i18next';
import type { Campaign } from '#contract/campaigns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { useJoinCampaign } from '../api/join-campaign.ts';
import { useLeaveCampaign } from '../api/leave-campaign.ts';
import styles from './campaigns.module.css';

export interface MembershipControlsProps {
  campaign: Campaign;
  /** Sample data cannot be joined. */
  disabled?: boolean;
  onRequireSignIn(resume: () => void): void;
}

export function MembershipControls({ campaign, disabled, onRequireSignIn }: MembershipControlsProps) {
  const { t } = useTranslation('campaigns');
  const { status } = useAuth();
  const join = useJoinCampaign();
  const leave = useLeaveCampaign();

  function handleJoin() {
    const run = () =>
      join.mutate(campaign.id, {
        onSuccess: () => toast.success(t('join.joinedToast', { title: campaign.title })),
        onError: () => toast.error(t('join.failure')),
      });
    if (status !== 'authenticated') onRequireSignIn(run);
    else run();
  }

  function handleLeave() {
    leave.mutate(campaign.id, {
      onSuccess: () => toast.success(t('join.leftToast', { title: campaign.title })),
      onError: () => toast.error(t('join.leaveFailure')),
    });
  }

  if (campaign.is_member) {
    return (
      <div className={styles.controls}>
        <Button variant="secondary" size="small" disabled>
          <span aria-hidden="true">✓ </span>
          {t('join.joined')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          onClick={handleLeave}
          disabled={leave.isPending}
          aria-label={leave.isPending ? undefined : t('join.leaveLabel', { title: campaign.title })}
        >
          {leave.isPending ? t('join.leaving') : t('join.leave')}
        </Button>
      </div>
    );
  }
  if (campaign.status !== 'active') return null;
  return (
    <div className={styles.controls}>
      <Button size="small" onClick={handleJoin} disabled={disabled || join.isPending} aria-busy={join.isPending || undefined}>
        {join.isPending ? t('join.joining') : t('join.join')}
      </Button>
    </div>
  );
}
