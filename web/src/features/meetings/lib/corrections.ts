/** Which correction to show next to a value, and how to say what the value was. */
import type { TFunction } from 'i18next';
import type { AppliedCorrection } from '#contract/corrections.ts';

/** The latest of the corrections that match (they come oldest first), or undefined. */
export function latestCorrection(
  corrections: AppliedCorrection[] | undefined,
  matches: (c: AppliedCorrection) => boolean,
): AppliedCorrection | undefined {
  return corrections?.filter(matches).at(-1);
}

/**
 * The old value in words: a vote, an outcome or an item's result class translated, other text as it was (an
 * item result from before results were classes, say), "nothing" when there was none.
 */
export function formerValue(t: TFunction<'meetings'>, correction: AppliedCorrection): string {
  const old = correction.old_value;
  if (old === null || old.trim() === '') return t('corrections.nothing');
  if (correction.field === 'councilor_vote') return t(`votes.${old}`, { defaultValue: old });
  if (correction.field === 'vote_outcome') return t(`outcomes.${old}`, { defaultValue: old });
  if (correction.field === 'item_vote_result') return t(`itemResults.${old}`, { defaultValue: old });
  return old;
}
