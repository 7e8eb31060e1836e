/**
 * The meeting's summary in the page's language (issue 30): on Spanish pages the summary built from the record in
 * Spanish, with the English one (which may quote the clerk's words) a disclosure away; the English alone, marked
 * as English (`lang="en"` and a visible note, issue 48), when the record gave no Spanish one.
 */
import { useTranslation } from 'react-i18next';
import type { MeetingDetail } from '#contract/meetings.ts';
import { useState } from 'react';
import { NamesInEnglish } from '#web/components/text/names-in-english.tsx';
import { ShowWholeLink } from '#web/components/ui/show-the-rest.tsx';
import { useWholePage } from '#web/lib/whole-page.ts';
import { esNamesOf, firstParagraphs, type ShownMeeting } from '../lib/first-screen-meeting.ts';
import styles from './meeting-detail.module.css';

/** The visible "(en inglés)" after English text on a Spanish page; nothing on an English page. */
export function InEnglishNote() {
  const { t, i18n } = useTranslation('meetings');
  if (!i18n.language.startsWith('es')) return null;
  return <> <span lang="es">{t('detail.inEnglish')}</span></>;
}

/**
 * The meeting's summary. The Spanish one is built from the items' Spanish lines, so the names those keep in English
 * are marked `lang="en"` in it.
 */
export function MeetingSummaryText({ meeting }: { meeting: Pick<ShownMeeting, 'summary' | 'summary_es' | 'first_screen'> & Partial<Pick<MeetingDetail, 'agenda_items'>> }) {
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
        <NamesInEnglish text={meeting.summary_es} names={esNamesOf(meeting)} />
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
 * saying so and each paragraph marked `lang="en"`, where the record gave no Spanish one. A long one (a line per
 * item of an agenda of hundreds) shows its first part and "Read the whole detailed summary" (issue 52); `cut`
 * says the page holds only that part (first-screen-meeting.ts); `more` asks for the whole meeting.
 */
export function DetailedSummaryText({ text, spanish: es, cut = false, more }: { text: string; spanish?: MeetingDetail['detailed_summary_es']; cut?: boolean; more?: () => void }) {
  const { t, i18n } = useTranslation('meetings');
  // The whole page (`?whole=1`) shows the whole summary from its first render.
  const wholePage = useWholePage();
  const [whole, setWhole] = useState(wholePage);
  const spanish = i18n.language.startsWith('es') && es && es.paragraphs.length > 0 ? es : null;
  const shownOf = (paragraphs: string[]) => (whole ? { shown: paragraphs, cut: false } : firstParagraphs(paragraphs));
  const englishPart = shownOf(text.split(/\n{2,}/));
  const spanishPart = spanish ? shownOf(spanish.paragraphs) : null;
  const longer = !whole && (cut || englishPart.cut || Boolean(spanishPart?.cut));
  const english = englishPart.shown.map((paragraph, i) => (
    <p key={i} lang="en" className={styles.summaryLines}>
      {paragraph}
    </p>
  ));
  return (
    <section aria-labelledby="detail-detailed">
      <h3 id="detail-detailed">
        {t('detail.detailedSummary')}
        {!spanish && <InEnglishNote />}
      </h3>
      {spanish && spanishPart ? (
        <>
          {spanishPart.shown.map((paragraph, i) => (
            <p key={i} lang="es" className={styles.summaryLines}>
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
      {whole && cut && <p role="status" className={styles.muted}>{t('detail.loadingRest')}</p>}
      {longer && (
        <ShowWholeLink
          anchor="detail-detailed"
          onShow={() => {
            setWhole(true);
            if (cut) more?.();
          }}
        >
          {t('detail.wholeDetailed')}
        </ShowWholeLink>
      )}
    </section>
  );
}
