/**
 * "How can I speak during public comment?": the city's ways to be heard (city data, as on each meeting page's
 * "How to be heard" section), with their deadlines for the next meeting and the secretary who keeps the record.
 * A city without such rules gets the contact page, not invented rules.
 */
import { deadlineFor } from '#contract/hearing-deadlines.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { upcomingMeetings } from './records.ts';
import { PAGES, type RetrievedRecord, formatDateTime, link, meetingFacts, meetingSource } from './sources.ts';
import { wordingFor } from './wording.ts';

export async function howToBeHeard(ctx: AnswerContext): Promise<Draft> {
  const { say, now } = ctx;
  const city = ctx.city.config;
  const rules = city.howToBeHeard;
  if (!rules) return draft('answer', say.speakNoRules(link(PAGES.contact)), [], [PAGES.contact]);
  const [next] = (await upcomingMeetings(ctx.db, now, ctx.question.meetingTypes ?? ['regular_council'], 3)).filter((m) => m.status === 'scheduled');
  const start = next ? new Date(next.meeting_date) : null;
  const closes = (way: (typeof rules.ways)[number]) => (start ? deadlineFor(way.closes, start, city.timeZone) : null);
  const lines = rules.ways.map((way) => {
    const at = closes(way);
    const when = at === null ? '' : at.getTime() > now.getTime() ? say.speakCloses(formatDateTime(at.toISOString(), city.timeZone, say.locale)) : say.speakClosed;
    return `- ${say.speakWay[way.kind]}${when}.`;
  });
  const { secretary } = rules;
  // The facts stay in English: they are what an LLM answer is checked against.
  const english = wordingFor('en', city);
  const facts = [
    ...rules.ways.map((way) => `${english.speakWay[way.kind]}${closes(way) ? `; closes ${formatDateTime(closes(way)!.toISOString(), city.timeZone)}` : ''}.`),
    english.speakSecretary(secretary.name, secretary.title, secretary.email, secretary.phone),
  ];
  const records: RetrievedRecord[] = next ? [{ source: meetingSource(next), facts: meetingFacts(next, city.timeZone, facts) }] : [{ source: PAGES.meetings, facts: facts.join('\n') }];
  const lead = next ? say.speakForMeeting(link(records[0]!.source), formatDateTime(next.meeting_date, city.timeZone, say.locale)) : say.speakNoMeeting(link(PAGES.meetings));
  const text = [say.speakIntro, lead, lines.join('\n'), say.speakSecretary(secretary.name, secretary.title, secretary.email, secretary.phone)].join('\n\n');
  return draft('answer', text, records);
}
