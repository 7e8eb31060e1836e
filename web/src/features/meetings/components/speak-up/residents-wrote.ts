/**
 * "2 residents wrote: 1 in favour, 1 against" (issue 49): how the residents who agreed to be counted leaned, each
 * once, the leanings nobody took left out. Beside the council's vote on the item's page.
 */
import type { TFunction } from 'i18next';
import type { SpeakUpStance, SpeakUpTally } from '#contract/speak-up.ts';

// The contract's order, typed from it but not imported as a value: the meeting page does not load zod for this.
const STANCES: readonly SpeakUpStance[] = ['support', 'oppose', 'question'];

export function residentsWrote(t: TFunction<'meetings'>, tally: SpeakUpTally): string {
  const parts = STANCES.filter((stance) => tally[stance] > 0).map((stance) => t(`speakUp.leaned.${stance}`, { count: tally[stance] }));
  return t('speakUp.residentsLeaned', { count: tally.residents, parts: parts.join(', ') });
}
