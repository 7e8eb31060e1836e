/**
 * Replies that need no search: the greeting, the off-topic refusal, the pointer to another government, and how
 * this product's features work (alerts, contacting representatives). Feature facts come from the product rules
 * (spec §9 advance-notice options, the three signup steps), so they are stated as the product's own pages.
 */
import { city } from '#city/current.ts';
import { hasPhrase } from '#contract/civic-scope.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import type { OtherGovernment } from './scope.ts';
import { PAGES, type RetrievedRecord, link, topicSource } from './sources.ts';
import { overlap, stemSet } from './text.ts';
import type { Wording } from './wording.ts';
import { WORDING_EN } from './wording-en.ts';

export function greeting(say: Wording, thanks: boolean): Draft {
  return draft('greeting', say.greeting(thanks), []);
}

export function refusal(say: Wording, injection: boolean): Draft {
  return draft('refusal', say.refusal(injection), []);
}

export function otherGovernment(say: Wording, level: OtherGovernment, place?: string): Draft {
  const example = place && city.secondCity.aliases.some((alias) => hasPhrase(place, alias)) ? `${city.secondCity.councilName}: ${city.secondCity.councilUrl}` : null;
  const text = level === 'other_city' ? say.otherCity(place ? titleCase(place) : null, example) : say.elsewhere[level];
  return draft('redirect', `${text} ${say.redirectTail}`, []);
}

/**
 * A problem to report (a pothole, a missed pickup): where to report it, from the city's configuration, and that
 * the council is there when it is not fixed. Without a service line on record, the council office.
 */
export function cityService(say: Wording, what: string): Draft {
  const line = city.serviceRequests;
  const where = line ? say.serviceLine(what, line.name, line.url, line.phone) : say.serviceOffice(what, city.councilOffice.phone);
  const council = say.serviceCouncil(link(PAGES.contact));
  // The facts stay in English: they are what an LLM answer is checked against.
  const facts = [
    line ? `${line.name}: ${line.url}, ${line.phone}.` : `${city.councilName} office: ${city.councilOffice.phone}.`,
    WORDING_EN.serviceCouncil(link(PAGES.contact)),
  ].join('\n');
  return draft('answer', `${where}\n\n${council}`, [{ source: PAGES.contact, facts }]);
}

function titleCase(s: string): string {
  return s.length <= 3 ? s.toUpperCase() : s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

const ALERT_FACTS = [
  `Get Notified (${PAGES.alerts.url}) signs anyone up for council meeting alerts in three steps:`,
  ...WORDING_EN.alertSteps,
].join('\n');

/** How alerts work, with the matching topics of the catalogue when the question names some. */
export function alerts(ctx: AnswerContext): Draft {
  const { say } = ctx;
  const page: RetrievedRecord = { source: PAGES.alerts, facts: ALERT_FACTS };
  const topics = ctx.catalog.topics
    .map((t) => ({ t, score: overlap(ctx.question.terms, stemSet(`${t.display_name} ${t.category}`)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ t }) => ({ source: topicSource(t), facts: `Alert topic "${t.display_name}" (${t.category}): ${t.description}` }));
  const topicLine =
    topics.length > 0 ? `\n\n${say.matchingTopics(topics.map((r) => `**${r.source.title.replace(/ alerts$/, '')}**`).join(', '))}` : '';
  const text = `${say.alertsIntro(link(PAGES.alerts))}\n\n${say.alertSteps.join('\n')}${topicLine}`;
  return draft('answer', text, [page, ...topics]);
}

// Read when a reply is written, so it names the city this process serves (decision 020).
const office = () => `${city.councilOffice.phone}, ${city.councilOffice.address}`;
const contactFacts = () =>
  [`Contact Representatives (${PAGES.contact.url}) helps you write to your representatives:`, ...WORDING_EN.contactSteps(office())].join('\n');

/** How to reach representatives; `intro` names the councilor when the question did. */
export function contact(say: Wording, intro: string | null, people: RetrievedRecord[]): Draft {
  const page: RetrievedRecord = { source: PAGES.contact, facts: contactFacts() };
  const lines = say.contactSteps(office());
  const text = `${intro ? `${intro}\n\n` : ''}${say.contactIntro(link(PAGES.contact))}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
  return draft('answer', text, [...people, page]);
}
