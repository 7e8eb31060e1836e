/**
 * The filters above the list (spec §2): status (default Completed), date presets with a custom range whose end
 * day is inclusive, meeting type, committee (a city whose source lists them), search, and whether to include meetings not summarized yet. Selects apply at
 * once; the search applies on submit, so each search is one history entry.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEETING_STATUS_FILTERS, MEETING_TYPES } from '#contract/meeting-vocabulary.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCity } from '#web/lib/city.ts';
import { DATE_PRESETS, isDatePreset, presetRange } from '../lib/date-presets.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import { useCommittees } from '../api/get-committees.ts';
import { useFilterDraft } from '#web/lib/use-filter-draft.ts';
import { DEFAULT_FILTERS, type MeetingFilters as Filters, writeFilters } from '../lib/meeting-filters.ts';
import styles from './meetings.module.css';
import { SearchFeedLink } from './search-feed-link.tsx';

interface MeetingFiltersProps {
  filters: Filters;
  onChange(next: Filters): void;
}

export function MeetingFilters({ filters, onChange }: MeetingFiltersProps) {
  const { t } = useTranslation('meetings');
  const { t: tc } = useTranslation('common');
  const city = useCity();
  const labels = useMeetingLabels();
  const committees = useCommittees();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  // Back and forward change the URL under us: the box follows.
  useEffect(() => setQ(filters.q), [filters.q]);
  // The fields show the draft: what was last asked for, ahead of the URL while a navigation is drawn.
  const [draft, set] = useFilterDraft(filters, onChange, queryOf);
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: words typed on the server's page before the app took it over stay in the box, but
    // React does not pass them to `q` (on a slow phone, "parade" then Search found nothing new).
    const typed = new FormData(event.currentTarget).get('q');
    const words = typeof typed === 'string' ? typed : q;
    setQ(words);
    set({ q: words });
  };

  return (
    // A GET form with the URL's own parameter names: without JavaScript it filters and searches by reloading
    // the page (which the server renders); with it, the selects apply at once and nothing reloads.
    <form method="get" action="/meetings" className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={handleSearch}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={q}
            maxLength={200}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => setQ(e.target.value)}
          />
          <Button type="submit">{t('filters.searchButton')}</Button>
        </div>
        <SearchFeedLink filters={filters} range={presetRange(filters.date, new Date(), { from: filters.from, to: filters.to }, city.timeZone)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <select id={`${id}-status`} name="status" value={draft.status} onChange={(e) => set({ status: e.target.value as Filters['status'] })}>
          <option value="all">{t('filters.allStatuses')}</option>
          {MEETING_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {tc(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{t('filters.date')}</label>
        <select
          id={`${id}-date`}
          name="date"
          value={draft.date}
          onChange={(e) => isDatePreset(e.target.value) && set({ date: e.target.value })}
        >
          {DATE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`filters.presets.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.date === 'custom' && (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input id={`${id}-from`} name="from" type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => set({ from: e.target.value })} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input id={`${id}-to`} name="to" type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => set({ to: e.target.value })} />
          </div>
        </>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
        <select id={`${id}-type`} name="type" value={draft.type} onChange={(e) => set({ type: e.target.value as Filters['type'] })}>
          <option value="">{t('filters.allTypes')}</option>
          {MEETING_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels.meetingType(type)}
            </option>
          ))}
        </select>
      </div>
      {committees.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-committee`}>{t('filters.committee')}</label>
          <select id={`${id}-committee`} name="committee" value={draft.committee} onChange={(e) => set({ committee: e.target.value })}>
            <option value="">{t('filters.allCommittees')}</option>
            {committees.map((c) => (
              <option key={c.name} value={c.name} lang="en">
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.filterExtras}>
        <label className={styles.checkbox}>
          <input type="checkbox" name="unsummarized" value="1" checked={draft.unsummarized} onChange={(e) => set({ unsummarized: e.target.checked })} />
          {t('filters.unsummarized')}
        </label>
        {draft.topic && <input type="hidden" name="topic" value={draft.topic} />}
        {draft.topic && (
          <Button variant="secondary" size="small" onClick={() => set({ topic: '' })} aria-label={t('filters.clearTopic', { topic: labels.topic(draft.topic) })}>
            {t('filters.topic', { topic: labels.topic(draft.topic) })} ✕
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={() => set(DEFAULT_FILTERS)}>
          {t('filters.reset')}
        </Button>
        <noscript>
          <Button type="submit" variant="secondary" size="small">
            {t('filters.apply')}
          </Button>
        </noscript>
      </div>
    </form>
  );
}

const queryOf = (filters: Filters) => writeFilters(filters).toString();
