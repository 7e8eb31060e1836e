/**
 * The messages the resident sent to the council from our server (issue 32), each with its proof: when, to whom,
 * the message id and the text. Shown only once there is one. A message held by the clerk's pause says it is not yet
 * sent; one the clerk withheld says plainly it was not delivered to the council (decision 170, "Withholding").
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSummary } from '#contract/dashboard.ts';
import type { SpeakUpReceipt } from '#contract/speak-up.ts';
import { itemAnchor } from '#contract/meeting-rules.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './dashboard.module.css';
import { WithdrawCount } from './withdraw-count.tsx';

/** To whom it went; or, while held or once withheld, the plain truth that the council has not received it. */
function DeliveryLine({ receipt }: { receipt: SpeakUpReceipt }) {
  const { t } = useTranslation('dashboard');
  const to = receipt.recipients.join(', ');
  if (receipt.withheld) return <strong className={styles.itemMeta}>{t('speakUp.withheld', { to })}</strong>;
  if (receipt.held) return <span className={styles.itemMeta}>{t('speakUp.held', { to })}</span>;
  return <span className={styles.itemMeta}>{t('speakUp.to', { to })}</span>;
}

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
              {t(r.withheld || r.held ? 'speakUp.written' : 'speakUp.sent')} <time dateTime={r.sent_at}>{formatDateTime(r.sent_at)}</time>
            </span>
            <DeliveryLine receipt={r} />
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
