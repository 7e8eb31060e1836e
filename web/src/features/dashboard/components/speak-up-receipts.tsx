/**
 * The messages the resident sent to the council from our server (issue 32), each with its proof: when, to whom,
 * the message id and the text. Shown only once there is one.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import { itemAnchor } from '#contract/meeting-rules.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './dashboard.module.css';
import { WithdrawCount } from './withdraw-count.tsx';

export function SpeakUpReceipts({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation('dashboard');
  const { formatDateTime } = useFormat();
  const receipts = summary?.speak_up_receipts;
  if (!receipts || receipts.length === 0) return null;
  return (
    <section className={styles.activity} aria-labelledby="dashboard-speak-up">
      <h2 id="dashboard-speak-up" className={styles.cardTitle}>
        {t('speakUp.title')}
      </h2>
      <ul className={styles.list}>
        {receipts.map((r) => (
          <li key={r.id}>
            <Link className={styles.itemTitle} to={`/meetings/${r.meeting_id}#${itemAnchor(r.item_number)}`}>
              {t('speakUp.item', { number: r.item_number, title: r.item_title })}
            </Link>
            <span className={styles.itemMeta}>
              {t('speakUp.sent')} <time dateTime={r.sent_at}>{formatDateTime(r.sent_at)}</time>
            </span>
            <span className={styles.itemMeta}>{t('speakUp.to', { to: r.recipients.join(', ') })}</span>
            <WithdrawCount receipt={r} />
            <details>
              <summary>{t('speakUp.text')}</summary>
              <p className={styles.receiptText}>
                <strong>{r.subject}</strong>
                {'\n\n'}
                {r.body}
              </p>
              <p className={styles.itemMeta}>{t('speakUp.messageId', { id: r.message_id })}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
