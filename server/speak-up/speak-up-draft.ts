/**
 * The draft of a resident's message about one agenda item (issue 32): the letter written for the item
 * (./speak-up-letter.ts) in the resident's language, its recipients from the city's list, and a mailto: link that
 * always works. It adds no facts beyond the record's and the resident's.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Representative } from '#contract/representatives.ts';
import { mailtoLink, type SpeakUpDraft, type SpeakUpDraftInput } from '#contract/speak-up.ts';
import { type ItemFacts, speakUpLetter } from './speak-up-letter.ts';

export type { ItemFacts } from './speak-up-letter.ts';

export function draftSpeakUp(city: CityConfig, input: SpeakUpDraftInput, facts: ItemFacts, councilors: Representative[], secretary: Representative): SpeakUpDraft {
  const language = input.language ?? 'en';
  const letter = speakUpLetter(city, language, facts, {
    stance: input.stance,
    words: input.text ?? '',
    tone: input.tone ?? 'formal',
    senderName: input.sender_name?.trim() || null,
    district: input.district ?? null,
    councilors,
  });
  const recipients = [...councilors, secretary];
  const to = recipients.map((r) => r.email).filter((email): email is string => Boolean(email));
  return { recipients, ...letter, engine: 'offline', mailto: mailtoLink(to, letter.subject, letter.body) };
}
