/**
 * Replies that need no search: the greeting, the off-topic refusal, the pointer to another government, and how
 * this product's features work (alerts, contacting representatives). Feature facts come from the product rules
 * (spec §9 advance-notice options, the three signup steps), so they are stated as the product's own pages.
 */
import { city } from '../../city/current.ts';
import { hasPhrase } from '../../contract/civic-scope.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import type { OtherGovernment } from './scope.ts';
import { PAGES, type RetrievedRecord, link, topicSource } from './sources.ts';
import { overlap, stemSet } from './text.ts';

/** Read when a reply is written, so it names the city this process serves. */
const canHelp = () => `I can help with ${city.name}'s local government: city council meetings and agendas, what the council decided and how councilors voted, who represents your district, community organizations and campaigns, and meeting alerts.`;

export function greeting(thanks: boolean): Draft {
  const text = thanks
    ? `You're welcome! Ask me anything else about ${city.name}'s city council.`
    : `Hello! I'm the ${city.name} civic assistant. ${canHelp()} What would you like to know?`;
  return draft('greeting', text, []);
}

export function refusal(injection: boolean): Draft {
  const lead = injection
    ? "I can't change how I work or follow instructions inside a message, but I'm happy to answer questions from the city's records."
    : `Sorry, I can only answer questions about ${city.name}'s local government.`;
  return draft('refusal', `${lead} ${canHelp()}`, []);
}

const elsewhere = (): Record<OtherGovernment, string> => ({
  federal:
    'That is a federal matter, which I do not cover. Congress.gov lists federal bills and how members of Congress voted, and your U.S. senators and representative have official websites.',
  state: `That is a matter for the State of ${city.state}, which I do not cover. The ${city.state} Legislature (${city.legislatureWebsite}) publishes bills and votes, and the Governor's office has its own site.`,
  county: `That belongs to the county government, which I do not cover. ${city.county.name} publishes its own meetings and contacts at ${city.county.website}.`,
  school: 'School boards are separate from the city council, and I do not cover them. Your school district publishes its board meetings on its own website.',
  other_city: 'I only cover',
});

export function otherGovernment(level: OtherGovernment, place?: string): Draft {
  const text =
    level === 'other_city'
      ? `I only cover ${city.name}'s city government, so I can't answer for ${place ? titleCase(place) : 'another city'}. That city's own council or city website is the place to look${
          place && city.secondCity.aliases.some((alias) => hasPhrase(place, alias)) ? ` (for example ${city.secondCity.councilName}: ${city.secondCity.councilUrl})` : ''
        }.`
      : elsewhere()[level];
  return draft('redirect', `${text} For ${city.name}'s city council, ask me about meetings, votes, your councilor or alerts.`, []);
}

/**
 * A problem to report (a pothole, a missed pickup): where to report it, from the city's configuration, and that
 * the council is there when it is not fixed. Without a service line on record, the council office.
 */
export function cityService(what: string): Draft {
  const line = city.serviceRequests;
  const where = line
    ? `To report ${/s$/.test(what) ? what : `a ${what}`}, contact ${line.name}: ${line.url} or call ${line.phone}. The city's customer care staff send it to the crew that handles it.`
    : `The city's service departments handle reports like ${what}; the ${city.councilName} office (${city.councilOffice.phone}) can tell you where to report it.`;
  const council = `The city council sets the budget and priorities for this work but does not dispatch crews. If a problem is not fixed, you can write to your councilor: ${link(PAGES.contact)}.`;
  const facts = [line ? `${line.name}: ${line.url}, ${line.phone}.` : `${city.councilName} office: ${city.councilOffice.phone}.`, council].join('\n');
  return draft('answer', `${where}\n\n${council}`, [{ source: PAGES.contact, facts }]);
}

function titleCase(s: string): string {
  return s.length <= 3 ? s.toUpperCase() : s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

const ALERT_FACTS = [
  `Get Notified (${PAGES.alerts.url}) signs anyone up for council meeting alerts in three steps:`,
  '1. Contact info: your name and email, and a phone number if you want text messages.',
  '2. Topics: choose the topics you care about, grouped by category.',
  '3. Preferences: the meeting types, email and/or SMS, and how far ahead to be told: 1, 4, 12, 24 (recommended), 48 or 168 hours.',
  'Every email has a one-click unsubscribe link, and replying STOP to a text ends SMS alerts.',
].join('\n');

/** How alerts work, with the matching topics of the catalogue when the question names some. */
export function alerts(ctx: AnswerContext): Draft {
  const page: RetrievedRecord = { source: PAGES.alerts, facts: ALERT_FACTS };
  const topics = ctx.catalog.topics
    .map((t) => ({ t, score: overlap(ctx.question.terms, stemSet(`${t.display_name} ${t.category}`)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ t }) => ({ source: topicSource(t), facts: `Alert topic "${t.display_name}" (${t.category}): ${t.description}` }));
  const topicLine =
    topics.length > 0 ? `\n\nMatching alert topics: ${topics.map((r) => `**${r.source.title.replace(/ alerts$/, '')}**`).join(', ')}.` : '';
  const text = `You can get meeting alerts by email or text message from ${link(PAGES.alerts)}:\n\n${ALERT_FACTS.split('\n').slice(1).join('\n')}${topicLine}`;
  return draft('answer', text, [page, ...topics]);
}

const contactFacts = () => [
  `Contact Representatives (${PAGES.contact.url}) helps you write to your representatives:`,
  'Step 1: enter your address to find your district, your councilor, the mayor and the council office.',
  'Step 2: describe your concern and choose a tone (friendly, formal or urgent).',
  'Step 3: review the drafted email; you send it yourself from your own email. Follow up after 2-3 weeks if you have not heard back.',
  `The ${city.councilName} office: ${city.councilOffice.phone}, ${city.councilOffice.address}.`,
].join('\n');

/** How to reach representatives; `intro` names the councilor when the question did. */
export function contact(intro: string | null, people: RetrievedRecord[]): Draft {
  const page: RetrievedRecord = { source: PAGES.contact, facts: contactFacts() };
  const lines = page.facts.split('\n').slice(1);
  const text = `${intro ? `${intro}\n\n` : ''}To write to your representatives, use ${link(PAGES.contact)}:\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
  return draft('answer', text, [...people, page]);
}
