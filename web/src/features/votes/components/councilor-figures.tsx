/**
 * The councilor page's voting figures: the district's sitting councilor as the roll calls name them (or, picked
 * from the seat's history, a former one), their attendance, votes against the majority, abstentions and motions, as a
 * table with a sentence that says the main figures, the same per year with a chart, their votes by topic, and
 * links to their split votes and to a comparison.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CouncilorFigures } from '#contract/votes.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCouncilorFigures } from '../api/get-councilor-figures.ts';
import { useRollCallCouncilors } from '../api/get-roll-call-councilors.ts';
import { formatShare } from '../lib/format-share.ts';
import { splitVotesHref } from '../lib/split-filters.ts';
import { ServerCsvLink } from './server-csv-link.tsx';
import { TableScroll } from './table-scroll.tsx';
import { VotesByTopic } from './votes-by-topic.tsx';
import { VotesByYear } from './votes-by-year.tsx';
import styles from './votes.module.css';

function FiguresTable({ figures }: { figures: CouncilorFigures }) {
  const { t, i18n } = useTranslation('votes');
  const noRate = t('figures.noRate');
  const { attendance, against_majority: against } = figures;
  const rows: [string, string | number][] = [
    [t('figures.attendance'), t('figures.attendanceValue', { present: attendance.present, rollCalls: attendance.roll_calls, rate: formatShare(attendance.rate, noRate, i18n.language) })],
    [t('figures.meetings'), t('figures.meetingsValue', { present: attendance.meetings_present, meetings: attendance.meetings })],
    [t('figures.against'), t('figures.againstValue', { count: against.count, of: against.of, rate: formatShare(against.rate, noRate, i18n.language) })],
    [t('figures.splitVotes'), figures.split_votes],
    [t('figures.abstentions'), figures.votes.abstain],
    [t('figures.moved'), figures.motions.moved],
    [t('figures.seconded'), figures.motions.seconded],
  ];
  return (
    <>
      <TableScroll label={t('figures.caption', { name: figures.name })}>
        <table className={styles.table}>
          <caption>{t('figures.caption', { name: figures.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('figures.figure')}</th>
              <th scope="col">{t('figures.value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ServerCsvLink path={`/votes/councilors/${encodeURIComponent(figures.name)}/figures.csv`} label={t('figures.csvLabel', { name: figures.name })} />
    </>
  );
}

export function CouncilorFiguresSection({ district }: { district: number }) {
  const { t } = useTranslation('votes');
  const id = useId();
  const councilors = useRollCallCouncilors();
  // The seat's history: everyone who answered for this district, the sitting councilor first (the list's order).
  const seat = councilors.data?.items.filter((c) => c.district === district) ?? [];
  // A roll call's link names its councilor (`?councilor=`): their figures open, sitting or not.
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(params.get('councilor') ?? '');
  const name = seat.some((c) => c.name === picked) ? picked : seat[0]?.name;
  const person = seat.find((c) => c.name === name);
  const figures = useCouncilorFigures(name);

  if (councilors.isPending) return <Spinner label={t('figures.loading')} />;
  if (!name) return null;
  return (
    <section className={styles.section} aria-labelledby="vote-figures-title">
      <h2 id="vote-figures-title">{t('figures.title', { name })}</h2>
      {person && !person.sitting && (
        <p>{t('figures.formerServed', { name, from: person.first_vote.slice(0, 4), to: person.last_vote.slice(0, 4) })}</p>
      )}
      {seat.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-seat`}>{t('figures.seat')}</label>
          <select id={`${id}-seat`} value={name} onChange={(e) => setPicked(e.target.value)}>
            {seat.map((c) => (
              <option key={c.name} value={c.name}>
                {t(c.sitting ? 'figures.sitting' : 'figures.former', { name: c.name })}
              </option>
            ))}
          </select>
        </div>
      )}
      {figures.isPending ? (
        <Spinner label={t('figures.loading')} />
      ) : figures.isError ? (
        <p role="alert">{t('figures.loadFailed')}</p>
      ) : (
        <>
          <p>
            {t('figures.summary', {
              name,
              present: figures.data.attendance.present,
              rollCalls: figures.data.attendance.roll_calls,
              count: figures.data.against_majority.count,
              of: figures.data.against_majority.of,
            })}
          </p>
          <FiguresTable figures={figures.data} />
          <VotesByYear name={name} years={figures.data.by_year} />
          <VotesByTopic name={name} topics={figures.data.by_topic} />
        </>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={splitVotesHref({ councilor: name })}>{t('figures.seeSplit', { name })}</Link>
        </li>
        <li>
          <Link to={splitVotesHref({ councilor: name, against_majority: true })}>{t('figures.seeAgainst', { name })}</Link>
        </li>
        <li>
          <Link to={`/votes/compare?a=${encodeURIComponent(name)}`}>{t('figures.compareWith')}</Link>
        </li>
      </ul>
    </section>
  );
}
