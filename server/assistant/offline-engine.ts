/**
 * The offline engine (the default): deterministic retrieval over the city's records and replies composed per
 * intent. It never follows instructions found in text, never echoes the resident's words back, and states only
 * what a record says, linking that record.
 */
import type { Kysely } from 'kysely';
import { city } from '../../city/current.ts';
import type { ChatHistoryEntry } from '../../contract/chat.ts';
import type { Database } from '../db/schema.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { campaigns, communityMatches, organizations } from './compose-community.ts';
import { alerts, cityService, greeting, otherGovernment, refusal } from './compose-help.ts';
import { decision, nextMeeting, recentMeeting } from './compose-meetings.ts';
import { contactAnswer, listCouncilors, mayor, whoCouncilor } from './compose-people.ts';
import { councilorVote } from './compose-votes.ts';
import { looksLikeInjection, withoutInstructions } from './injection.ts';
import { councilorIn, understand } from './intents.ts';
import { type Catalog, loadCatalog } from './records.ts';
import { classifyScope } from './scope.ts';
import { PAGES, link } from './sources.ts';
import { hasPhrase } from './text.ts';

const ASK_DISTRICT_MARKER = 'I need your council district';

function notFound(): Draft {
  return draft(
    'not_found',
    `I don't know: I couldn't find that in the ${city.name} council records I have, and I won't guess. You can search the minutes on ${link(PAGES.meetings)}, or ask me about a meeting, a vote, your councilor, organizations or alerts.`,
    [],
    [PAGES.meetings],
  );
}

/** Whether the text names something in the records: a councilor, an organization, a campaign, a meeting keyword, a topic. */
function namesKnownEntity(text: string, catalog: Catalog): boolean {
  return (
    councilorIn(text, catalog) !== null ||
    catalog.organizations.some((o) => hasPhrase(text, o.name)) ||
    catalog.campaigns.some((c) => hasPhrase(text, c.title)) ||
    catalog.meetingKeywords.some((k) => k.length > 4 && hasPhrase(text, k)) ||
    catalog.topics.some((t) => hasPhrase(text, t.display_name))
  );
}

async function search(ctx: AnswerContext): Promise<Draft> {
  const meetings = await decision(ctx, () => draft('not_found', '', []));
  const community = communityMatches(ctx);
  if (meetings.kind !== 'answer' && community.length === 0) return notFound();
  const parts = meetings.kind === 'answer' ? [meetings.response] : [];
  if (community.length > 0) parts.push(`Related in our directory:\n\n${community.map((r) => `- ${link(r.source)}`).join('\n')}`);
  return draft('answer', parts.join('\n\n'), [...(meetings.kind === 'answer' ? meetings.records : []), ...community]);
}

export interface OfflineDeps {
  db: Kysely<Database>;
  now: Date;
}

/** Answers one message, with the (already capped) history for follow-ups. */
export async function composeOffline(deps: OfflineDeps, message: string, history: ChatHistoryEntry[]): Promise<Draft> {
  const injection = looksLikeInjection(message);
  let text = injection ? withoutInstructions(message) : message;
  if (text.length === 0) return refusal(true);

  const catalog = await loadCatalog(deps.db);
  const lastBot = [...history].reverse().find((h) => h.sender === 'bot');
  const previousUser = [...history].reverse().find((h) => h.sender === 'user')?.text;
  // "District 4" in answer to our question about the district completes the earlier question.
  if (lastBot?.text.includes(ASK_DISTRICT_MARKER) && previousUser) text = `${withoutInstructions(previousUser)} ${text}`;

  const scope = classifyScope(text, namesKnownEntity(text, catalog));
  if (scope.kind === 'greeting') return greeting(scope.thanks);
  if (scope.kind === 'off_topic') return refusal(injection);
  if (scope.kind === 'other_government') return otherGovernment(scope.level, scope.place);
  if (scope.kind === 'city_service') return cityService(scope.what);

  const question = understand(text, catalog, city.districtCount, previousUser && withoutInstructions(previousUser));
  const ctx: AnswerContext = { db: deps.db, catalog, now: deps.now, question };
  const reply = await answerIntent(ctx);
  if (!injection) return reply;
  return { ...reply, response: `I'll ignore the instructions in your message and answer from the city's records.\n\n${reply.response}` };
}

async function answerIntent(ctx: AnswerContext): Promise<Draft> {
  switch (ctx.question.intent) {
    case 'next_meeting':
      return nextMeeting(ctx);
    case 'recent_meeting':
      return recentMeeting(ctx);
    case 'councilor_vote':
      return councilorVote(ctx, notFound);
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
      return decision(ctx, notFound);
    case 'search':
      return search(ctx);
  }
}

export { ASK_DISTRICT_MARKER };
