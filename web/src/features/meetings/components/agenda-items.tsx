/**
 * The agenda in order, each item with its type and vote result; no vote_result means no vote (spec §2). The result
 * is what the motion that decided the item did; a pulled item says so instead; the source page links to the PDF.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppliedCorrection } from '#contract/corrections.ts';
import { type AgendaItem } from '#contract/meetings.ts';
import { itemAnchor } from '#contract/meeting-rules.ts';
import { GlossaryScopeContext } from '../api/get-glossary.ts';
import { useSpeakUpCounts } from '../api/speak-up.ts';
import { residentsWrote } from './speak-up/residents-wrote.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { useFirstItems } from '#web/lib/use-first-items.ts';
import { CorrectionNote } from './correction-note.tsx';
import { FollowItemButton } from './follow-item-button.tsx';
import { ReportErrorButton } from './report-error-button.tsx';
import { Badge } from './status-badge.tsx';
import { ShowTheRest } from '#web/components/ui/show-the-rest.tsx';
import { ItemHistory } from './item-history.tsx';
import { ItemPlainTitle } from './item-plain-title.tsx';
import { SpeakUpButton } from './speak-up/speak-up-button.tsx';
import { SourcePageLink } from './source-page-link.tsx';
import styles from './meeting-detail.module.css';

interface AgendaItemsProps {
  items: AgendaItem[];
  meetingId: number;
  corrections?: AppliedCorrection[];
  /** Whether readers can report an error here (not on demo samples). */
  reportable: boolean;
  /** The minutes PDF, to link each item to the page that records it. */
  minutesUrl?: string | null;
  /** A meeting to come: each item offers "Speak up" (issue 32). */
  speakUp?: boolean;
  /** How many items the agenda has, when `items` holds only its first ones (first-screen-meeting.ts). */
  total?: number;
  /** Asks for the whole meeting, when `items` holds only the first ones. */
  more?: () => void;
}

export function AgendaItems({ items, meetingId, corrections, reportable, minutesUrl = null, speakUp = false, total = items.length, more }: AgendaItemsProps) {
  const { t } = useTranslation('meetings');
  // Beside the council's vote too, once the meeting is held: how the residents who wrote leaned (issue 49).
  const wrote = useSpeakUpCounts(meetingId, reportable).data;
  const { shown, focusAnchor, showAll, waiting } = useFirstItems(items, { anchorOf: (item) => itemAnchor(item.item_number), total, more, ownsAnchor: (id) => id.startsWith('item-') });
  // The council words explained under the items shown are looked up among those their titles use (get-glossary.ts):
  // the same words whether the page holds the whole agenda or its first items.
  const shownCount = shown.length;
  const glossaryScope = useMemo(() => ({ meetingId, titles: items.slice(0, shownCount).map((item) => item.title) }), [meetingId, items, shownCount]);
  if (items.length === 0) return <p className={styles.muted}>{t('detail.noAgenda')}</p>;
  return (
    <GlossaryScopeContext value={glossaryScope}>
      <ol className={styles.agenda}>
        {shown.map((item) => (
          <li
            key={item.id}
            id={itemAnchor(item.item_number)}
            className={styles.agendaItem}
            tabIndex={itemAnchor(item.item_number) === focusAnchor ? -1 : undefined}
          >
            <ItemPlainTitle item={item} />
            {item.description && <p className={styles.itemDescription} lang="en">{item.description}</p>}
            <div className={styles.agendaBadges}>
              <Badge>{t(`itemTypes.${item.item_type}`)}</Badge>
              {item.vote_result === 'pulled' ? (
                <Badge>{t('detail.pulled')}</Badge>
              ) : item.vote_result ? (
                <Badge tone={/^(failed|denied)$/.test(item.vote_result) ? 'warning' : 'accent'}>
                  {t('detail.voteResult', { result: t(`itemResults.${item.vote_result}`, { defaultValue: item.vote_result }) })}
                </Badge>
              ) : (
                <Badge>{t('detail.noVote')}</Badge>
              )}
              <SourcePageLink minutesUrl={minutesUrl} page={item.page} />
              {/* The roll call that decided it, where the record names one (one motion may decide several items). */}
              {item.decided_by != null && <a href={`#vote-${item.decided_by}`}>{t('detail.decidingVote')}</a>}
            </div>
            {wrote?.get(item.id) && <p className={styles.muted}>{residentsWrote(t, wrote.get(item.id)!)}</p>}
            <CorrectionNote correction={latestCorrection(corrections, (c) => c.field === 'item_vote_result' && c.agenda_item_id === item.id)} />
            <ItemHistory fileNumber={item.file_number} history={item.history} />
            {reportable && (
              <div className={styles.reportRow}>
                {speakUp && <SpeakUpButton item={{ meetingId, itemId: item.id, itemNumber: item.item_number, title: item.title }} />}
                {item.file_number && <FollowItemButton fileNumber={item.file_number} itemNumber={item.item_number} />}
                {item.file_number && <Link to={`/matters/${encodeURIComponent(item.file_number)}`}>{t('dossier.link', { file: item.file_number })}</Link>}
                <ReportErrorButton
                  meetingId={meetingId}
                  target="item"
                  itemNumber={item.item_number}
                  context={t('report.contextItem', { number: item.item_number })}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      <ShowTheRest waiting={waiting} showAll={showAll} loadingLabel={t('detail.loadingRest')} label={t('detail.allItems', { count: total })} statusClassName={styles.muted} wholeAnchor="detail-agenda" />
    </GlossaryScopeContext>
  );
}
