/**
 * The analysis panel (spec §2): top 6 topics and top 8 keywords of the 5 most recent completed meetings. A
 * topic is a button that filters the list by it. In demo mode the samples are counted here instead.
 */
import { useTranslation } from 'react-i18next';
import { type MeetingAnalysis, type MeetingSummary } from '#contract/meetings.ts';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import { useMeetingAnalysis } from '../api/get-meeting-analysis.ts';
import { useMeetingLabels } from '../lib/labels.ts';
import styles from './meetings.module.css';

function countTop(lists: string[][], max: number) {
  const counts = new Map<string, number>();
  for (const list of lists) for (const v of list) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max).map(([name, count]) => ({ name, count }));
}

/** The same analysis computed from sample meetings, for demo mode. */
export function analyseSamples(meetings: MeetingSummary[]): MeetingAnalysis {
  const recent = meetings
    .filter((m) => m.status === 'completed')
    .sort((a, b) => b.meeting_date.localeCompare(a.meeting_date))
    .slice(0, MEETING_LIMITS.analysisMeetings);
  return {
    meeting_ids: recent.map((m) => m.id),
    topics: countTop(recent.map((m) => m.topics), MEETING_LIMITS.analysisTopics),
    keywords: countTop(recent.map((m) => m.keywords), MEETING_LIMITS.analysisKeywords),
  };
}

interface AnalysisPanelProps {
  demo: MeetingAnalysis | null;
  onTopic(topic: string): void;
}

export function AnalysisPanel({ demo, onTopic }: AnalysisPanelProps) {
  const { t } = useTranslation('meetings');
  const labels = useMeetingLabels();
  const query = useMeetingAnalysis(demo === null);
  const analysis = demo ?? query.data;
  if (!analysis) return null;

  return (
    <section className={styles.analysis} aria-labelledby="analysis-title">
      <h2 id="analysis-title" className={styles.analysisTitle}>
        {t('analysis.title')}
      </h2>
      {analysis.meeting_ids.length === 0 ? (
        <p className={styles.muted}>{t('analysis.empty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('analysis.basis', { count: analysis.meeting_ids.length })}</p>
          <div className={styles.analysisGroups}>
            <div>
              <h3 className={styles.analysisHeading}>{t('analysis.topics')}</h3>
              <ul className={styles.analysisList}>
                {analysis.topics.map((topic) => (
                  <li key={topic.name}>
                    <button
                      type="button"
                      className={styles.topicButton}
                      onClick={() => onTopic(topic.name)}
                      // The accessible name starts with what is seen (the topic and its count, WCAG 2.5.3), then says what it does.
                      aria-label={t('analysis.filterByTopic', { topic: labels.topic(topic.name), count: topic.count })}
                    >
                      {labels.topic(topic.name)} <span className={styles.count}>{topic.count}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={styles.analysisHeading}>{t('analysis.keywords')}</h3>
              <ul className={styles.analysisList}>
                {analysis.keywords.map((keyword) => (
                  <li key={keyword.name} className={styles.keyword}>
                    <span lang="en">{keyword.name}</span> <span className={styles.count}>{keyword.count}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
