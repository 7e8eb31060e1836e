/**
 * What became of the items a subscriber was told about before the vote: for each item an agenda alert carried to
 * them, the result the minutes record for it and the tally of its last roll call. An item a revised agenda took
 * off before the meeting, and the minutes do not list, is said to be removed (`removed`); any other item the
 * minutes do not list (or list without a result) is said to have no result recorded, never guessed.
 */
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../db/database.ts';
import { plainLineFor } from '../../plain/plain-line.ts';
import { itemKey } from '../agenda-alerts/agenda-matching.ts';

export interface ToldOutcome {
  item_number: string;
  title: string;
  /** The item's result in the minutes (passed, failed, denied, continued, tabled, referred, pulled), or `removed`
   *  (a revised agenda no longer listed it, nor do the minutes); null when none. */
  result: string | null;
  tally: { ayes: number; nays: number } | null;
  /** What the item does in Spanish (its plain line, issue 30), for a Spanish subscriber; null when not known. */
  plain_es: string | null;
}

/** The item's last roll call in the minutes (the one that decided it), if any. */
export function lastRollCall(db: AppDatabase, agendaItemId: number) {
  return db
    .selectFrom('voting_records')
    .select(['id', 'ayes', 'nays'])
    .where('agenda_item_id', '=', agendaItemId)
    .orderBy('position', 'desc')
    .executeTakeFirst();
}

/** A roll call with no marks read is no tally. */
export function tallyOf(roll: { ayes: number; nays: number } | undefined): ToldOutcome['tally'] {
  return roll && roll.ayes + roll.nays > 0 ? { ayes: roll.ayes, nays: roll.nays } : null;
}

export async function toldOutcomes(db: AppDatabase, city: CityContext, subscriptionId: number, meetingId: number): Promise<ToldOutcome[]> {
  const told = await db
    .selectFrom('agenda_alert_items')
    .select(['item_key', 'item_number', 'title', 'removed_at'])
    .where('subscription_id', '=', subscriptionId)
    .where('meeting_id', '=', meetingId)
    .where('sent_at', 'is not', null)
    .orderBy('id')
    .execute();
  if (told.length === 0) return [];
  const items = await db
    .selectFrom('agenda_items')
    .select(['id', 'item_number', 'title', 'file_number', 'vote_result'])
    .where('meeting_id', '=', meetingId)
    .execute();
  const byKey = new Map(items.map((i) => [itemKey(i), i]));
  const seen = new Set<string>();
  const outcomes: ToldOutcome[] = [];
  for (const t of told) {
    if (seen.has(t.item_key)) continue;
    seen.add(t.item_key);
    const item = byKey.get(t.item_key);
    const roll = item ? await lastRollCall(db, item.id) : undefined;
    outcomes.push({
      item_number: item?.item_number ?? t.item_number,
      title: t.title,
      result: item?.vote_result ?? (!item && t.removed_at ? 'removed' : null),
      tally: tallyOf(roll),
      plain_es: plainLineFor(city, item?.title ?? t.title)?.es ?? null,
    });
  }
  return outcomes;
}
