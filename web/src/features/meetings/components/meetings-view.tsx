/**
 * The Meetings page (spec §2): heading, filters, the analysis panel, and the list beside the selected meeting
 * (stacked below 80rem, where a chosen meeting shows alone, first, with "Back to meetings"; beside it from 80rem, where the panel holds the minutes at the spec's 800 px). The selected meeting and the filters live in the URL, so views are shareable and the
 * back button works. When the live list fails or times out, the samples show in demo mode.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { bodyCalendarPath } from '#contract/feed-paths.ts';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import { councilNameIn, useCity } from '#web/lib/city.ts';
import { useWholePage } from '#web/lib/whole-page.ts';
import { FIRST_SCREEN_CARDS, useMeetings } from '../api/get-meetings.ts';
import { presetRange } from '../lib/date-presets.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import { type MeetingFilters as Filters, readFilters, writeFilters } from '../lib/meeting-filters.ts';
import { useFeedHref } from '../lib/use-feed-href.ts';
import { AnalysisPanel, analyseSamples } from './analysis-panel.tsx';
import { DemoNotice } from './demo-notice.tsx';
import { MeetingDetail } from './meeting-detail.tsx';
import { MeetingFilters } from './meeting-filters.tsx';
import { MeetingList } from './meeting-list.tsx';
import { RecordsThrough } from './records-through.tsx';
import styles from './meetings.module.css';

export function MeetingsView() {
  const { t, i18n } = useTranslation('meetings');
  const city = useCity();
  const labels = useMeetingLabels();
  const feedHref = useFeedHref();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const now = useMemo(() => new Date(), []);
  const range = presetRange(filters.date, now, { from: filters.from, to: filters.to }, city.timeZone);
  const selectedId = id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
  // The whole list page (`?whole=1`, meeting-list.tsx) is rendered with the browser's first page of cards.
  const whole = useWholePage();
  const firstScreen = selectedId !== undefined ? FIRST_SCREEN_CARDS.besideMeeting : whole ? MEETING_LIMITS.listLimit : FIRST_SCREEN_CARDS.list;
  const list = useMeetings(filters, range, i18n.language.startsWith('es') ? 'es' : undefined, firstScreen);
  const [focusDetail, setFocusDetail] = useState(false);

  // A link from an alert or a story opens one meeting: its heading gets focus (and so the first viewport).
  const [arrivedWithMeeting] = useState(() => selectedId !== undefined);
  // On one column a meeting chosen from the list opens as its own view at the top of the page, as a new page
  // would. Left where the list was scrolled, the short page showed the footer under the loading meeting, then
  // pushed it away (a layout shift of 0.6-1.0, issue 38). Not on the first render: a shared link is already there.
  const shownId = useRef(selectedId);
  useLayoutEffect(() => {
    if (selectedId === shownId.current) return;
    shownId.current = selectedId;
    if (selectedId !== undefined && matchMedia('(max-width: 79.99rem)').matches) scrollTo(0, 0);
  }, [selectedId]);
  const isDemo = list.data?.pages[0]?.isDemo ?? false;
  const samples = isDemo ? (list.data?.pages[0]?.samples ?? null) : null;
  const urlFor = (meetingId: number | undefined, next: Filters) => {
    const query = writeFilters(next);
    // ?use-api is not a filter but a developer's switch: it stays while browsing.
    if (params.has('use-api')) query.set('use-api', '');
    const search = query.toString();
    return `/meetings${meetingId === undefined ? '' : `/${meetingId}`}${search ? `?${search}` : ''}`;
  };
  const hrefFor = (meetingId: number) => urlFor(meetingId, filters);
  // New filters make a new list: a meeting chosen from the old one no longer belongs beside it.
  const handleFilters = (next: Filters) => navigate(urlFor(undefined, next));

  return (
    // With a meeting chosen, a one-column screen shows it as its own view (meetings.module.css).
    <div className="page" data-meeting={selectedId !== undefined || undefined}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.intro}>{t('intro', { council: councilNameIn(city, i18n.language) })}</p>
        {!isDemo && <RecordsThrough />}
        {/* With a meeting type chosen, the calendar of that body, named for it in the resident's calendar app. */}
        <a className={styles.subscribe} href={feedHref(filters.type ? bodyCalendarPath(filters.type) : '/api/v1/meetings/calendar.ics')}>
          {filters.type ? t('subscribeBody', { body: labels.meetingType(filters.type) }) : t('subscribe')}
        </a>
      </header>
      {isDemo && (
        <DemoNotice retrying={list.isRefetching} onRetry={() => void list.refetch()} useApi={params.has('use-api')} />
      )}
      <MeetingFilters filters={filters} onChange={handleFilters} />
      {!list.isPending && (
        <AnalysisPanel demo={samples ? analyseSamples(samples) : null} onTopic={(topic) => handleFilters({ ...filters, topic })} />
      )}
      {/* A new box when the list gives way to a meeting: the filters above it go, and a box that moves up is a shift. */}
      <div key={selectedId === undefined ? 'list' : 'meeting'} className={styles.layout}>
        <MeetingList
          query={list}
          selectedId={selectedId}
          hrefFor={hrefFor}
          listPath={urlFor(undefined, filters)}
          onSelect={() => setFocusDetail(true)}
        />
        {/* A new panel for each meeting: on one column it takes the list's place, and a new box is not a shift. */}
        <MeetingDetail
          key={selectedId ?? 'none'}
          selectedId={selectedId}
          listSettled={!list.isPending}
          demoMeetings={samples}
          autoFocus={focusDetail || arrivedWithMeeting}
          backHref={urlFor(undefined, filters)}
        />
      </div>
    </div>
  );
}
