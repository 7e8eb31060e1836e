/**
 * `/councilors/:district`: the district's councilor (contact details flagged when unverified), those who held
 * the seat before, and every vote from the seat, filterable by topic and by person. The topic is in the URL.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Councilor } from '#contract/meetings.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormat } from '#web/lib/format.ts';
import { useCouncilorDistrict } from '../api/get-councilor-district.ts';
import { CouncilorVotes } from './councilor-votes.tsx';
import styles from './councilor.module.css';
import { RecipientRole } from './speak-up/recipient-role.tsx';

function Contact({ councilor }: { councilor: Councilor }) {
  const { t } = useTranslation('meetings');
  const flag = !councilor.contact_verified && <span className={styles.unverified}> {t('councilor.unverified')}</span>;
  return (
    <dl className={styles.contact}>
      {councilor.email && (
        <div>
          <dt>{t('councilor.email')}</dt>
          <dd>
            <a href={`mailto:${councilor.email}`}>{councilor.email}</a>
            {flag}
          </dd>
        </div>
      )}
      {councilor.phone && (
        <div>
          <dt>{t('councilor.phone')}</dt>
          <dd>
            <a href={`tel:${councilor.phone.replace(/[^\d+]/g, '')}`}>{councilor.phone}</a>
            {flag}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** `figures`: a section the route places after the header (the votes feature's figures of the councilor). */
export function CouncilorView({ district, figures }: { district: number; figures?: ReactNode }) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  const [params, setParams] = useSearchParams();
  const query = useCouncilorDistrict(district);
  const topic = params.get('topic') ?? '';
  const person = params.get('councilor') ?? '';
  const setFilter = (key: 'topic' | 'councilor', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  if (query.isPending) return <div className="page"><Spinner label={t('councilor.loading')} /></div>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page">
        <h1>{t('councilor.districtTitle', { district })}</h1>
        <p>{missing ? t('councilor.notFound', { district }) : t('councilor.loadFailed')}</p>
      </div>
    );
  }
  const { councilor, former, district: info } = query.data;
  const unverified = councilor && !councilor.contact_verified && (councilor.email || councilor.phone);

  return (
    <div className="page">
      <header className={styles.header}>
        {/* The districts' own files name them "District N" in English: said in the page's language. */}
        <p className={styles.eyebrow}>{info.name === `District ${district}` ? t('councilor.districtTitle', { district }) : info.name}</p>
        <h1>{councilor ? councilor.name : t('councilor.districtTitle', { district })}</h1>
        {councilor ? (
          <>
            <p className={styles.position}>
              <RecipientRole recipient={councilor} />
            </p>
            {councilor.term_start && <p className={styles.muted}>{t('councilor.inOfficeSince', { date: formatDate(`${councilor.term_start}T12:00:00Z`) })}</p>}
            <Contact councilor={councilor} />
            {unverified && <p className={styles.muted}>{t('councilor.unverifiedNote')}</p>}
          </>
        ) : (
          <p>{t('councilor.vacant')}</p>
        )}
      </header>
      {figures}
      {former.length > 0 && (
        <section className={styles.former} aria-labelledby="former-title">
          <h2 id="former-title">{t('councilor.former')}</h2>
          <ul>
            {former.map((f) => (
              <li key={`${f.name}-${f.term_start}`}>
                {f.name}
                {f.term_start && f.term_end && (
                  <span className={styles.muted}> ({t('councilor.formerTerm', { from: formatDate(`${f.term_start}T12:00:00Z`), to: formatDate(`${f.term_end}T12:00:00Z`) })})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CouncilorVotes
        district={district}
        topic={topic}
        person={person}
        onTopic={(value) => setFilter('topic', value)}
        onPerson={(value) => setFilter('councilor', value)}
      />
    </div>
  );
}
