/** The agenda in order, each item with its type and vote result; no vote_result means no vote (spec §2). */
import { useTranslation } from 'react-i18next';
import type { AppliedCorrection } from '../../../../../contract/corrections.ts';
import type { AgendaItem } from '../../../../../contract/meetings.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { CorrectionNote } from './correction-note.tsx';
import { ReportErrorButton } from './report-error-button.tsx';
import { Badge } from './status-badge.tsx';
import styles from './meeting-detail.module.css';

interface AgendaItemsProps {
  items: AgendaItem[];
  meetingId: number;
  corrections?: AppliedCorrection[];
  /** Whether readers can report an error here (not on demo samples). */
  reportable: boolean;
}

export function AgendaItems({ items, meetingId, corrections, reportable }: AgendaItemsProps) {
  const { t } = useTranslation('meetings');
  if (items.length === 0) return <p className={styles.muted}>{t('detail.noAgenda')}</p>;
  return (
    <ol className={styles.agenda}>
      {items.map((item) => (
        <li key={item.id} className={styles.agendaItem}>
          <div className={styles.agendaHead}>
            <span className={styles.itemNumber}>{item.item_number}</span>
            <span className={styles.itemTitle}>{item.title}</span>
          </div>
          {item.description && <p className={styles.itemDescription}>{item.description}</p>}
          <div className={styles.agendaBadges}>
            <Badge>{t(`itemTypes.${item.item_type}`)}</Badge>
            {item.vote_result ? (
              <Badge tone="accent">{t('detail.voteResult', { result: item.vote_result })}</Badge>
            ) : (
              <Badge>{t('detail.noVote')}</Badge>
            )}
          </div>
          <CorrectionNote correction={latestCorrection(corrections, (c) => c.field === 'item_vote_result' && c.agenda_item_id === item.id)} />
          {reportable && (
            <div className={styles.reportRow}>
              <ReportErrorButton
                meetingId={meetingId}
                target="item"
                itemNumber={item.item_number}
                context={t('report.contextItem', { number: item.item_number })}
              />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
