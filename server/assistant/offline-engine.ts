/**
 * The offline engine (the default): deterministic retrieval over the city's records and replies composed per
 * intent. It never follows instructions found in text, never echoes the resident's words back, and states only
 * what a record says, linking that record.
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { ChatHistoryEntry } from '#contract/chat.ts';
import { foldAccents } from '#contract/civic-scope.ts';
import type { Language } from '#contract/languages.ts';
import type { Database } from '../db/schema.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { campaigns, communityMatches, organizations } from './compose-community.ts';
import { alerts, cityService, greeting, otherGovernment, refusal } from './compose-help.ts';
import { decision, nextMeeting, recentMeeting } from './compose-meetings.ts';
import { contactAnswer, listCouncilors, mayor, whoCouncilor } from './compose-people.ts';
import { howToBeHeard } from './compose-speak.ts';
import { councilorVote, votesAgainst } from './compose-votes.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { looksLikeInjection, withoutInstructions } from '../lib/injection.ts';
import { addressIn, councilorIn, districtIn, understand } from './intents.ts';
import { type Catalog, loadCatalog } from './records.ts';
import { classifyScope } from './scope.ts';
import { PAGES, link } from './sources.ts';
import { inRecordWords } from './spanish-glossary.ts';
import { hasPhrase, words } from './text.ts';
import { ASK_DISTRICT_MARKERS, type Wording, inLanguage, wordingFor } from './wording.ts';

function notFound(say: Wording): Draft {
  return draft('not_found', say.notFound(link(PAGES.meetings)), [], [PAGES.meetings]);
}

/**
 * Whether the text names something in the records: a councilor, an organization, a campaign, a meeting keyword, a
 * topic. A Spanish question is also read in the records' English words ("el maratón" names the marathon).
 */
function namesKnownEntity(text: string, catalog: Catalog, day: string): boolean {
  if (namesKnownEntityAsWritten(text, catalog, day)) return true;
  // Spanish puts the noun first ("el maratón Route 66"): a keyword counts when all its words are there.
  const translated = inRecordWords(text);
  const present = new Set(words(translated));
  return namesKnownEntityAsWritten(translated, catalog, day) ||
    catalog.meetingKeywords.some((k) => k.length > 4 && words(foldAccents(k)).every((w) => present.has(w)));
}

function namesKnownEntityAsWritten(text: string, catalog: Catalog, day: string): boolean {
  return (
    councilorIn(text, catalog, day) !== null ||
    catalog.organizations.some((o) => hasPhrase(text, o.name)) ||
    catalog.campaigns.some((c) => hasPhrase(text, c.title)) ||
    catalog.meetingKeywords.some((k) => k.length > 4 && hasPhrase(text, k)) ||
    catalog.topics.some((t) => hasPhrase(text, t.display_name))
  );
}

async function search(ctx: AnswerContext): Promise<Draft> {
  const meetings = await decision(ctx, () => draft('not_found', '', []));
  const community = communityMatches(ctx);
  if (meetings.kind !== 'answer' && community.length === 0) return notFound(ctx.say);
  const parts = meetings.kind === 'answer' ? [meetings.response] : [];
  if (community.length > 0) parts.push(`${ctx.say.relatedInDirectory}\n\n${community.map((r) => `- ${link(r.source)}`).join('\n')}`);
  return draft('answer', parts.join('\n\n'), [...(meetings.kind === 'answer' ? meetings.records : []), ...community]);
}

/**
 * The reply to "what is your district?" as the question's missing part ("district 4", "4", "175 E 2nd St"); null
 * when the message is something else, such as a new question.
 */
function districtAnswer(text: string, districtCount: number): string | null {
  if (/^\s*\d{1,2}\s*\.?\s*$/.test(text)) return `district ${text.trim().replace('.', '')}`;
  if (districtIn(text, districtCount) !== null || addressIn(text) !== null) return text;
  return null;
}

export interface OfflineDeps {
  db: Kysely<Database>;
  city: CityContext;
  now: Date;
}

/** Answers one message in the given language, with the (already capped) history for follow-ups. */
export async function composeOffline(
  deps: OfflineDeps,
  message: string,
  history: ChatHistoryEntry[],
  language: Language = 'en',
): Promise<Draft> {
  const say = wordingFor(language, deps.city.config);
  return inLanguage(say, await compose(deps, say, message, history));
}

async function compose(deps: OfflineDeps, say: Wording, message: string, history: ChatHistoryEntry[]): Promise<Draft> {
  const injection = looksLikeInjection(message);
  let text = injection ? withoutInstructions(message) : message;
  if (text.length === 0) return refusal(say, true);

  const catalog = await loadCatalog(deps.db);
  const lastBot = [...history].reverse().find((h) => h.sender === 'bot');
  const previousUser = [...history].reverse().find((h) => h.sender === 'user')?.text;
  // "District 4" in answer to our question about the district completes the earlier question.
  const askedForDistrict = ASK_DISTRICT_MARKERS.some((marker) => lastBot?.text.includes(marker));
  // Only a reply that gives a district or an address answers it; a new question starts a new thread.
  const answer = askedForDistrict && previousUser ? districtAnswer(text, deps.city.config.districtCount) : null;
  if (answer !== null) text = `${withoutInstructions(previousUser!)} ${answer}`;

  const day = cityDay(deps.city.config, deps.now);
  const scope = classifyScope(text, namesKnownEntity(text, catalog, day), deps.city.config);
  if (scope.kind === 'greeting') return greeting(say, scope.thanks);
  if (scope.kind === 'off_topic') return refusal(say, injection);
  if (scope.kind === 'other_government') return otherGovernment(deps.city.config, say, scope.level, scope.place);
  if (scope.kind === 'city_service') return cityService(deps.city.config, say, scope.what);

  // Earlier questions, newest first (the last five), for a follow-up's subject.
  const earlier = history.filter((h) => h.sender === 'user').reverse().slice(0, 5).map((h) => withoutInstructions(h.text));
  const question = understand(text, catalog, deps.city.config, day, earlier);
  const ctx: AnswerContext = { db: deps.db, city: deps.city, catalog, now: deps.now, question, say };
  const found = await answerIntent(ctx);
  // Civic only by a weak word ("in the city", the city's name) and nothing in the records: the scope answer, not
  // "I don't know", which would suggest the records might hold it.
  const reply = found.kind === 'not_found' && scope.kind === 'in_scope' && !scope.strong ? refusal(say, false) : found;
  if (!injection) return reply;
  return { ...reply, response: `${say.injectionNote}\n\n${reply.response}` };
}

async function answerIntent(ctx: AnswerContext): Promise<Draft> {
  switch (ctx.question.intent) {
    case 'next_meeting':
      return nextMeeting(ctx);
    case 'recent_meeting':
      return recentMeeting(ctx);
    case 'councilor_vote':
      return councilorVote(ctx, () => notFound(ctx.say));
    case 'votes_against':
      return votesAgainst(ctx, () => notFound(ctx.say));
    case 'who_councilor':
      return whoCouncilor(ctx);
    case 'mayor':
      return mayor(ctx);
    case 'list_councilors':
      return listCouncilors(ctx);
    case 'alerts':
      return alerts(ctx);
    case 'contact':
      return contactAnswer(ctx);
    case 'organizations':
      return organizations(ctx);
    case 'campaigns':
      return campaigns(ctx);
    case 'decision':
      return decision(ctx, () => notFound(ctx.say));
    case 'speak':
      return howToBeHeard(ctx);
    case 'search':
      return search(ctx);
  }
}

export { ASK_DISTRICT_MARKERS };
