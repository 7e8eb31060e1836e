/** The split votes page's filters: period, topic, meeting type, councilor and "against the majority only". */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEETING_TYPES } from '#contract/meeting-vocabulary.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { SplitVoteFilters } from '../api/get-split-votes.ts';
import { useRollCallCouncilors } from '../api/get-roll-call-councilors.ts';
import { useFilterDraft } from '#web/lib/use-filter-draft.ts';
import { EMPTY_FILTERS, paramsFromFilters } from '../lib/split-filters.ts';
import styles from './votes.module.css';

interface SplitVoteFiltersProps {
  filters: SplitVoteFilters;
  onChange(filters: SplitVoteFilters): void;
}

export function SplitVoteFilterBar({ filters, onChange }: SplitVoteFiltersProps) {
  const { t } = useTranslation(['votes', 'meetings']);
  const id = useId();
  const councilors = useRollCallCouncilors().data?.items ?? [];
  // The topic catalogue's names live with the meetings' strings; the slugs are its keys.
  const topics = Object.keys(t('meetings:topicNames', { returnObjects: true }) as Record<string, string>);
  // The fields show what was last asked for, ahead of the URL while the navigation is drawn (use-filter-draft.ts).
  const [draft, set] = useFilterDraft(filters, onChange, queryOf);

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.muted}>{t('filters.label')}</legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`}>{t('filters.topic')}</label>
        <select id={`${id}-topic`} value={draft.topic} onChange={(e) => set({ topic: e.target.value })}>
          <option value="">{t('filters.allTopics')}</option>
          {[...new Set([...topics, ...(draft.topic ? [draft.topic] : [])])].map((slug) => (
            <option key={slug} value={slug}>
              {t(`meetings:topicNames.${slug}`, { defaultValue: slug })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('filters.meetingType')}</label>
        <select id={`${id}-type`} value={draft.meeting_type} onChange={(e) => set({ meeting_type: e.target.value })}>
          <option value="">{t('filters.allTypes')}</option>
          {MEETING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`meetings:meetingTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-councilor`}>{t('filters.councilor')}</label>
        <select
          id={`${id}-councilor`}
          value={draft.councilor}
          onChange={(e) => set({ councilor: e.target.value, against_majority: e.target.value ? draft.against_majority : false })}
        >
          <option value="">{t('filters.everyone')}</option>
          {[...new Set([...councilors.map((c) => c.name), ...(draft.councilor ? [draft.councilor] : [])])].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.against_majority}
          disabled={!draft.councilor}
          onChange={(e) => set({ against_majority: e.target.checked })}
        />
        {t('filters.againstMajority')}
      </label>
      <Button variant="secondary" onClick={() => set(EMPTY_FILTERS)}>
        {t('filters.clear')}
      </Button>
    </fieldset>
  );
}

const queryOf = (filters: SplitVoteFilters) => paramsFromFilters(filters).toString();
