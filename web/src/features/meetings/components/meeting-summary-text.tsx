/**
 * The meeting's summary in the page's language (issue 30): on Spanish pages the summary built from the record in
 * Spanish, with the English one (which may quote the clerk's words) a disclosure away; the English alone, marked
 * as English (`lang="en"` and a visible note, issue 48), when the record gave no Spanish one.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';
import { NamesInEnglish } from '#web/components/text/names-in-english.tsx';

/** The visible "(en inglés)" after English text on a Spanish page; nothing on an English page. */
export function InEnglishNote() {
  const { t, i18n } = useTranslation('meetings');
  if (!i18n.language.startsWith('es')) return null;
  return <> <span lang="es">{t('detail.inEnglish')}</span></>;
}

/**
 * The names the items' Spanish lines keep in English: the Spanish summary is built from those lines, so the same
 * names are marked `lang="en"` in it.
 */
function itemNames(items: MeetingDetail['agenda_items'] | undefined): string[] {
  return (items ?? []).flatMap((item) => item.plain?.es_names ?? []);
}

export function MeetingSummaryText({ meeting }: { meeting: Pick<MeetingDetail, 'summary' | 'summary_es'> & Partial<Pick<MeetingDetail, 'agenda_items'>> }) {
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
      <p lang="es">
        <NamesInEnglish text={meeting.summary_es} names={itemNames(meeting.agenda_items)} />
      </p>
      <details>
        <summary>{t('detail.summaryInEnglish')}</summary>
        <p lang="en">{meeting.summary}</p>
      </details>
    </>
  );
}

/**
 * The detailed summary in the page's language: on a Spanish page the one built from the record in Spanish (its
 * names, as printed, marked `lang="en"`), with the English a disclosure away; the English alone, its heading
 * saying so and each paragraph marked `lang="en"`, where the record gave no Spanish one.
 */
export function DetailedSummaryText({ text, spanish: es }: { text: string; spanish?: MeetingDetail['detailed_summary_es'] }) {
  const { t, i18n } = useTranslation('meetings');
  const english = text.split(/\n{2,}/).map((paragraph, i) => (
    <p key={i} lang="en">
      {paragraph}
    </p>
  ));
  const spanish = i18n.language.startsWith('es') && es && es.paragraphs.length > 0 ? es : null;
  return (
    <section aria-labelledby="detail-detailed">
      <h3 id="detail-detailed">
        {t('detail.detailedSummary')}
        {!spanish && <InEnglishNote />}
      </h3>
      {spanish ? (
        <>
          {spanish.paragraphs.map((paragraph, i) => (
            <p key={i} lang="es">
              <NamesInEnglish text={paragraph} names={spanish.names} />
            </p>
          ))}
          <details>
            <summary>{t('detail.detailedInEnglish')}</summary>
            {english}
          </details>
        </>
      ) : (
        english
      )}
    </section>
  );
}
