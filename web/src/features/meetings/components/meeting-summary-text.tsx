/**
 * The meeting's summary in the page's language (issue 30): on Spanish pages the summary built from the record in
 * Spanish, with the English one (which may quote the clerk's words) a disclosure away; the English alone, marked
 * as English (`lang="en"` and a visible note, issue 48), when the record gave no Spanish one.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';

/** The visible "(en inglés)" after English text on a Spanish page; nothing on an English page. */
export function InEnglishNote() {
  const { t, i18n } = useTranslation('meetings');
  if (!i18n.language.startsWith('es')) return null;
  return <> <span lang="es">{t('detail.inEnglish')}</span></>;
}

export function MeetingSummaryText({ meeting }: { meeting: Pick<MeetingDetail, 'summary' | 'summary_es'> }) {
  const { t, i18n } = useTranslation('meetings');
  if (!i18n.language.startsWith('es') || !meeting.summary_es) {
    return (
      <p>
        <span lang="en">{meeting.summary}</span>
        <InEnglishNote />
      </p>
    );
  }
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

/**
 * The detailed summary: the record's English (no Spanish one is built yet), so on a Spanish page its heading says
 * it is in English and each paragraph is marked `lang="en"`.
 */
export function DetailedSummaryText({ text }: { text: string }) {
  const { t } = useTranslation('meetings');
  return (
    <section aria-labelledby="detail-detailed">
      <h3 id="detail-detailed">
        {t('detail.detailedSummary')}
        <InEnglishNote />
      </h3>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} lang="en">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
