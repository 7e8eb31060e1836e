/**
 * The bill's dossier (issue 47): a followed item's page. What the matter is, who sponsors it (the prime sponsor
 * first), every action the Council's record gives it in order (introduction, hearings, versions, votes, enactment
 * or veto) with the per-member tally where we hold the roll call, the meetings where it came up with the Council's
 * own agenda and minutes, and the follow control. Labels are the page's language; the record's words stay English
 * and are marked so.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatterDossier, MatterRecord, MatterStep } from '#contract/matters.ts';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormat } from '#web/lib/format.ts';
import { useMatterDossier } from '../api/get-matter.ts';
import { FollowItemButton } from './follow-item-button.tsx';
import { Badge } from './status-badge.tsx';
import styles from './meeting-detail.module.css';

/** A plain day (`2026-04-30`) at noon UTC: the same calendar day on any US wall clock. */
const noon = (day: string) => `${day}T12:00:00.000Z`;

function StepTally({ step }: { step: MatterStep }) {
  const { t } = useTranslation('meetings');
  if (!step.tally) return null;
  const { aye, nay, abstain, absent } = step.tally;
  return <p className={styles.muted}>{t('dossier.tally', { aye, nay, abstain, absent })}</p>;
}

function Steps({ matter }: { matter: MatterRecord }) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  if (matter.steps.length === 0) return <p className={styles.muted}>{t('dossier.noSteps')}</p>;
  return (
    <ol className={styles.agenda} aria-label={t('dossier.timeline')}>
      {matter.steps.map((step, i) => (
        <li key={i} className={styles.agendaItem}>
          <p>
            {step.date && <time dateTime={step.date}>{formatDate(noon(step.date))}</time>}
            {step.date && step.body && ', '}
            {step.body && <span lang="en">{step.body}</span>}
          </p>
          <p>
            <strong lang="en">{step.action ?? t('dossier.noAction')}</strong>
          </p>
          <div className={styles.agendaBadges}>
            {step.result && <Badge tone={step.result === 'failed' ? 'warning' : 'accent'}>{t(`dossier.result.${step.result}`)}</Badge>}
            {step.version && <Badge>{t('dossier.version', { version: step.version })}</Badge>}
            {step.meeting_id != null && <Link to={`/meetings/${step.meeting_id}?status=all`}>{t('dossier.atMeeting')}</Link>}
          </div>
          <StepTally step={step} />
        </li>
      ))}
    </ol>
  );
}

function MatterFacts({ matter }: { matter: MatterRecord }) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  const fact = (label: string, value: string | null, english = true) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd lang={english ? 'en' : undefined}>{value}</dd>
      </div>
    ) : null;
  return (
    <dl className={styles.history}>
      {fact(t('dossier.type'), matter.type)}
      {fact(t('dossier.status'), matter.status)}
      {fact(t('dossier.introduced'), matter.intro_date && formatDate(noon(matter.intro_date)), false)}
      {fact(t('dossier.enacted'), matter.enactment_date && formatDate(noon(matter.enactment_date)), false)}
      {fact(t('dossier.enactmentNumber'), matter.enactment_number)}
      {matter.versions.length > 0 && fact(t('dossier.versions'), matter.versions.join(', '))}
      {matter.title && matter.title !== matter.name && fact(t('dossier.fullTitle'), matter.title)}
    </dl>
  );
}

function Sponsors({ matter }: { matter: MatterRecord }) {
  const { t } = useTranslation('meetings');
  if (matter.sponsors.length === 0) return null;
  return (
    <section aria-labelledby="dossier-sponsors">
      <h2 id="dossier-sponsors">{t('dossier.sponsors', { count: matter.sponsors.length })}</h2>
      <ul>
        {matter.sponsors.map((s) => (
          <li key={s.name}>
            <span lang="en">{s.name}</span>
            {s.prime && ` (${t('dossier.prime')})`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Council's own page for the matter (when the city gives its address, decision 195) and its documents, by
 * the links its record gives (their names are the record's).
 */
function Documents({ matter }: { matter: MatterRecord }) {
  const { t } = useTranslation('meetings');
  if (matter.documents.length === 0 && !matter.council_page_url) return null;
  return (
    <section aria-labelledby="dossier-documents">
      <h2 id="dossier-documents">{t('dossier.documents')}</h2>
      <ul>
        {matter.council_page_url && (
          <li>
            <a href={matter.council_page_url}>{t('dossier.billPage')}</a>
          </li>
        )}
        {matter.documents.map((d) => (
          <li key={d.url}>
            <a href={d.url} lang={d.name ? 'en' : undefined}>
              {d.name ?? t('dossier.document')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Meetings({ dossier }: { dossier: MatterDossier }) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  if (dossier.meetings.length === 0) return null;
  return (
    <section aria-labelledby="dossier-meetings">
      <h2 id="dossier-meetings">{t('dossier.meetings')}</h2>
      <ul>
        {dossier.meetings.map((m) => (
          <li key={`${m.meeting_id}-${m.item_number}`}>
            <Link to={`/meetings/${m.meeting_id}?status=all`} lang="en">
              {m.meeting_title}
            </Link>
            {', '}
            <time dateTime={m.meeting_date}>{formatDate(m.meeting_date)}</time>
            {`, ${t('detail.item', { number: m.item_number })}`}
            {m.agenda_url && (
              <>
                {' · '}
                <a href={m.agenda_url}>{t('dossier.agenda')}</a>
              </>
            )}
            {m.minutes_url && (
              <>
                {' · '}
                <a href={m.minutes_url}>{t('dossier.minutes')}</a>
              </>
            )}
            {m.council_page_url && (
              <>
                {' · '}
                <a href={m.council_page_url}>{t('dossier.councilPage')}</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MatterDossierView({ fileNumber }: { fileNumber: string }) {
  const { t } = useTranslation('meetings');
  const query = useMatterDossier(fileNumber);
  if (query.isPending) return <Spinner label={t('dossier.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? (
      <p>{t('dossier.notFound', { file: fileNumber })}</p>
    ) : (
      <LoadFailed message={t('dossier.loadFailed')} retryLabel={t('dossier.retry')} onRetry={() => void query.refetch()} />
    );
  }
  const dossier = query.data;
  const { matter } = dossier;
  return (
    <article>
      <h1>
        {t('dossier.file', { file: dossier.file_number })}
        {dossier.title && (
          <>
            {': '}
            <span lang="en">{dossier.title}</span>
          </>
        )}
      </h1>
      <FollowItemButton fileNumber={dossier.file_number} itemNumber={dossier.file_number} />
      {matter ? (
        <>
          <MatterFacts matter={matter} />
          <Sponsors matter={matter} />
          <Documents matter={matter} />
          <section aria-labelledby="dossier-steps">
            <h2 id="dossier-steps">{t('dossier.timeline')}</h2>
            <Steps matter={matter} />
          </section>
        </>
      ) : (
        <p className={styles.muted}>{t('dossier.noMatter')}</p>
      )}
      <Meetings dossier={dossier} />
    </article>
  );
}
