/**
 * Replies that need no search: the greeting, the off-topic refusal, the pointer to another government, and how
 * this product's features work (alerts, contacting representatives). Feature facts come from the product rules
 * (spec §9 advance-notice options, the three signup steps), so they are stated as the product's own pages.
 */
import type { CityConfig } from '#contract/city.ts';
import { hasPhrase } from '#contract/civic-scope.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import type { OtherGovernment } from './scope.ts';
import { PAGES, type RetrievedRecord, link, topicSource } from './sources.ts';
import { overlap, stemSet } from './text.ts';
import { type Wording, wordingFor } from './wording.ts';

export function greeting(say: Wording, thanks: boolean): Draft {
  return draft('greeting', say.greeting(thanks), []);
}

export function refusal(say: Wording, injection: boolean): Draft {
  return draft('refusal', say.refusal(injection), []);
}

/** Another government's matter: who covers it, with `city`'s neighbour's council as the example when it is named. */
export function otherGovernment(city: CityConfig, say: Wording, level: OtherGovernment, place?: string): Draft {
  const example = place && city.secondCity.aliases.some((alias) => hasPhrase(place, alias)) ? `${city.secondCity.councilName}: ${city.secondCity.councilUrl}` : null;
  const text = level === 'other_city' ? say.otherCity(place ? titleCase(place) : null, example) : say.elsewhere[level];
  return draft('redirect', `${text} ${say.redirectTail}`, []);
}

/**
 * A problem to report (a pothole, a missed pickup): where to report it, from the city's configuration, and that
 * the council is there when it is not fixed. Without a service line on record, the council office.
 */
export function cityService(city: CityConfig, say: Wording, what: string): Draft {
  const line = city.serviceRequests;
  const where = line ? say.serviceLine(what, line.name, line.url, line.phone) : say.serviceOffice(what, city.councilOffice.phone);
  const council = say.serviceCouncil(link(PAGES.contact));
  // The facts stay in English: they are what an LLM answer is checked against.
  const facts = [
    line ? `${line.name}: ${[line.url, line.phone].filter(Boolean).join(', ')}.` : `${city.councilName} office${city.councilOffice.phone ? `: ${city.councilOffice.phone}` : ''}.`,
    wordingFor('en', city).serviceCouncil(link(PAGES.contact)),
  ].join('\n');
  return draft('answer', `${where}\n\n${council}`, [{ source: PAGES.contact, facts }]);
}

function titleCase(s: string): string {
  return s.length <= 3 ? s.toUpperCase() : s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** How alerts work, with the matching topics of the catalogue when the question names some. */
export function alerts(ctx: AnswerContext): Draft {
  const { say } = ctx;
  // The facts stay in English: they are what an LLM answer is checked against.
  const facts = [
    `Get Notified (${PAGES.alerts.url}) signs anyone up for council meeting alerts in three steps:`,
    ...wordingFor('en', ctx.city.config).alertSteps,
  ].join('\n');
  const page: RetrievedRecord = { source: PAGES.alerts, facts };
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

/** How to reach `city`'s representatives; `intro` names the councilor when the question did. */
export function contact(city: CityConfig, say: Wording, intro: string | null, people: RetrievedRecord[]): Draft {
  const office = [city.councilOffice.phone, city.councilOffice.address].filter(Boolean).join(', ');
  const facts = [
    `Contact Representatives (${PAGES.contact.url}) helps you write to your representatives:`,
    ...wordingFor('en', city).contactSteps(office),
  ].join('\n');
  const page: RetrievedRecord = { source: PAGES.contact, facts };
  const lines = say.contactSteps(office);
  const text = `${intro ? `${intro}\n\n` : ''}${say.contactIntro(link(PAGES.contact))}\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
  return draft('answer', text, [...people, page]);
}
