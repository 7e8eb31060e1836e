/**
 * The draft of a resident's message about one agenda item (issue 32). It reuses the Contact Reps composer: the
 * stance and the item's facts (number, title, meeting date as the record has them) open the concern, the
 * resident's own lines follow. It adds no facts beyond the record's and the resident's.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import type { Representative } from '#contract/representatives.ts';
import { mailtoLink, type SpeakUpDraft, type SpeakUpDraftInput, type SpeakUpStance } from '#contract/speak-up.ts';
import { composeEmail } from '../representatives/compose-email.ts';
import type { LlmSettings } from '../representatives/llm-composer.ts';

export interface ItemFacts {
  itemNumber: string;
  title: string;
  meetingTitle: string;
  meetingDate: Date;
  timeZone: string;
}

const STANCE: Record<Language, Record<SpeakUpStance, string>> = {
  en: {
    support: 'I support item {n}, "{title}", on the agenda of the {meeting} of {date}.',
    oppose: 'I oppose item {n}, "{title}", on the agenda of the {meeting} of {date}.',
    question: 'I have a question about item {n}, "{title}", on the agenda of the {meeting} of {date}.',
  },
  es: {
    support: 'Apoyo el punto {n}, "{title}", de la agenda de la sesión "{meeting}" del {date}.',
    oppose: 'Me opongo al punto {n}, "{title}", de la agenda de la sesión "{meeting}" del {date}.',
    question: 'Tengo una pregunta sobre el punto {n}, "{title}", de la agenda de la sesión "{meeting}" del {date}.',
  },
};

/** The stance sentence with the item's facts, the date on the city's calendar in the resident's language. */
export function stanceSentence(language: Language, stance: SpeakUpStance, facts: ItemFacts): string {
  const date = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: facts.timeZone }).format(facts.meetingDate);
  const values: Record<string, string> = { n: facts.itemNumber, title: facts.title.trim(), meeting: facts.meetingTitle, date };
  return STANCE[language][stance].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export async function draftSpeakUp(
  city: CityConfig,
  input: SpeakUpDraftInput,
  facts: ItemFacts,
  councilors: Representative[],
  secretary: Representative,
  llm: LlmSettings | null,
  log?: (error: unknown) => void,
): Promise<SpeakUpDraft> {
  const language = input.language ?? 'en';
  const stance = stanceSentence(language, input.stance, facts);
  const issue = [stance, input.text?.trim() ?? ''].filter(Boolean).join('\n\n');
  const composed = await composeEmail(
    city,
    { address: '', issue, tone: input.tone ?? 'formal', representatives: councilors, sender_name: input.sender_name, language },
    llm,
    log,
  );
  const recipients = [...councilors, secretary];
  const to = recipients.map((r) => r.email).filter((email): email is string => Boolean(email));
  return { recipients, ...composed, mailto: mailtoLink(to, composed.subject, composed.body) };
}
