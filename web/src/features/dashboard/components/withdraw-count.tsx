/**
 * "Stop counting me" on a receipt that is counted (issue 49): the resident leaves the item's count of residents
 * who wrote; the message they sent stays sent and the receipt stays.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SpeakUpReceipt } from '#contract/speak-up.ts';
import { Button } from '#web/components/ui/button.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import styles from './dashboard.module.css';

export function WithdrawCount({ receipt }: { receipt: SpeakUpReceipt }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => apiRequest(`/meetings/${receipt.meeting_id}/items/${receipt.agenda_item_id}/speak-up/count`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings', receipt.meeting_id, 'speak-up-counts'] }),
  });
  if (withdraw.isSuccess) {
    return (
      <p className={styles.itemMeta} role="status">
        {t('speakUp.withdrawn')}
      </p>
    );
  }
  if (!receipt.counted) return null;
  return (
    <span className={styles.itemMeta}>
      {t('speakUp.counted')}{' '}
      <Button variant="secondary" size="small" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
        {t('speakUp.withdraw')}
      </Button>
    </span>
  );
}
