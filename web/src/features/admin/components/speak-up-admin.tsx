/**
 * The speak-up section of /admin (issue 51): how many messages residents sent through the site, the newest ones,
 * and the switch that pauses sending to the council while a spam wave is handled. Paused messages are held, not
 * lost; resuming sends each once. A held message that is spam can be withheld: it is then not sent (decision 170,
 * "Withholding"), and the clerk can undo that (decision 205); the writer is told of each.
 */
import { useTranslation } from 'react-i18next';
import type { SpeakUpAdmin, SpeakUpAdminMessage } from '#contract/speak-up-admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useFormat } from '#web/lib/format.ts';
import { useSpeakUpAdmin } from '../api/get-speak-up-admin.ts';
import { usePauseSpeakUp } from '../api/pause-speak-up.ts';
import { useRestoreSpeakUp } from '../api/restore-speak-up.ts';
import { useWithholdSpeakUp } from '../api/withhold-speak-up.ts';
import styles from './admin.module.css';

function PauseSwitch({ view }: { view: SpeakUpAdmin }) {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useFormat();
  const pause = usePauseSpeakUp();
  const paused = view.paused_at !== null;
  const toggle = () =>
    pause.mutate(!paused, {
      onSuccess: (result) =>
        toast.success(result.paused_at ? t('speakUp.pausedToast') : t('speakUp.resumedToast', { count: result.released })),
      onError: () => toast.error(t('saveFailed')),
    });
  return (
    <div className={styles.sectionHead}>
      <p role="status">
        {paused ? t('speakUp.pausedSince', { time: formatDateTime(view.paused_at!), count: view.held }) : t('speakUp.sending')}
      </p>
      <Button size="small" variant={paused ? 'primary' : 'danger'} disabled={pause.isPending} onClick={toggle}>
        {paused ? t('speakUp.resume', { count: view.held }) : t('speakUp.pause')}
      </Button>
    </div>
  );
}

/** Withhold, on a held message only: once withheld it is not sent (unless undone), so the button says what it does. */
function WithholdButton({ message }: { message: SpeakUpAdminMessage }) {
  const { t } = useTranslation('admin');
  const withhold = useWithholdSpeakUp();
  if (message.delivery !== 'held') return null;
  const onClick = () =>
    withhold.mutate(message.id, {
      onSuccess: () => toast.success(t('speakUp.withheldToast')),
      onError: () => toast.error(t('saveFailed')),
    });
  return (
    <Button size="small" variant="danger" disabled={withhold.isPending} onClick={onClick} aria-label={t('speakUp.withholdLabel', { subject: message.subject })}>
      {t('speakUp.withhold')}
    </Button>
  );
}

/** Undo, on a withheld message only: kept again (or sent at once when sending is on). */
function UndoWithholdButton({ message }: { message: SpeakUpAdminMessage }) {
  const { t } = useTranslation('admin');
  const restore = useRestoreSpeakUp();
  if (message.delivery !== 'withheld') return null;
  const onClick = () =>
    restore.mutate(message.id, {
      onSuccess: (result) => toast.success(t(result.delivery === 'released' ? 'speakUp.restoredSentToast' : 'speakUp.restoredHeldToast')),
      onError: () => toast.error(t('saveFailed')),
    });
  return (
    <Button size="small" disabled={restore.isPending} onClick={onClick} aria-label={t('speakUp.undoWithholdLabel', { subject: message.subject })}>
      {t('speakUp.undoWithhold')}
    </Button>
  );
}

function MessageRow({ message }: { message: SpeakUpAdminMessage }) {
  const { t } = useTranslation('admin');
  const { formatDateTime } = useFormat();
  return (
    <li className={styles.row}>
      <span className={styles.rowName}>
        {t('speakUp.item', { number: message.item_number })} <span lang="en">{message.item_title}</span>{' '}
        <span className={styles.muted}>
          {t(`speakUp.stance.${message.stance}`)} · {t('speakUp.recipients', { count: message.recipients })} · {formatDateTime(message.sent_at)}
        </span>
      </span>
      <span className={styles.state} data-active={message.delivery === 'held' || message.delivery === 'withheld' ? undefined : true}>
        {t(`speakUp.delivery.${message.delivery}`)}
      </span>
      <WithholdButton message={message} />
      <UndoWithholdButton message={message} />
      <details>
        <summary>{t('speakUp.read', { subject: message.subject })}</summary>
        <p className={styles.message}>{message.body}</p>
      </details>
    </li>
  );
}

export function SpeakUpAdminSection() {
  const { t } = useTranslation('admin');
  const query = useSpeakUpAdmin();
  return (
    <section className={styles.section} aria-labelledby="admin-speak-up">
      <h2 id="admin-speak-up">{t('speakUp.heading')}</h2>
      <p>{t('speakUp.intro')}</p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p>{t('loadFailed')}</p>
      ) : (
        <>
          <PauseSwitch view={query.data} />
          <p>{t('speakUp.counts', { hour: query.data.last_hour, day: query.data.last_day })}</p>
          {query.data.messages.length === 0 ? (
            <p>{t('speakUp.empty')}</p>
          ) : (
            <ul className={styles.rows}>
              {query.data.messages.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
