/**
 * The meeting's summary in the page's language (issue 30): on Spanish pages the summary built from the record in
 * Spanish, with the English one (which may quote the clerk's words) a disclosure away; the English alone, marked
 * as English, when the record gave no Spanish one.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';

export function MeetingSummaryText({ meeting }: { meeting: Pick<MeetingDetail, 'summary' | 'summary_es'> }) {
  const { t, i18n } = useTranslation('meetings');
  if (!i18n.language.startsWith('es') || !meeting.summary_es) return <p lang="en">{meeting.summary}</p>;
  return (
    <>
      <p lang="es">{meeting.summary_es}</p>
      <details>
        <summary>{t('detail.summaryInEnglish')}</summary>
        <p lang="en">{meeting.summary}</p>
      </details>
    </>
  );
}
