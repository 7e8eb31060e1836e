/**
 * "On this site, 2 residents wrote to the council about it: 1 in favour, 1 against." (issue 49), in the reader's
 * language, for the emails and feeds that show how residents leaned beside how the council voted.
 */
import type { Language } from '#contract/languages.ts';
import { SPEAK_UP_STANCES, type SpeakUpTally } from '#contract/speak-up.ts';
import { translatorFor } from '../i18n.ts';

export function leanedSentence(tally: SpeakUpTally, language: Language): string {
  const tr = translatorFor(language);
  const parts = SPEAK_UP_STANCES.filter((s) => tally[s] > 0).map((s) => tr(`speakUp.leaned.${s}`, { count: tally[s] }));
  return tr('speakUp.residentsLeaned', { count: tally.residents, parts: parts.join(', ') });
}
