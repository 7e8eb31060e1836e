/**
 * Who represents whom: a district's councilor, a named councilor's district, the whole council, the mayor.
 * From the officials table (names from the roll calls; contact details are unverified third-party claims and
 * the reply says so).
 */
import { city } from '../../city/current.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { contact } from './compose-help.ts';
import type { NamedCouncilor } from './intents.ts';
import type { Catalog } from './records.ts';
import { PAGES, type RetrievedRecord, councilorSource, link } from './sources.ts';

type Official = Catalog['officials'][number];

function currentCouncilor(catalog: Catalog, district: number): Official | undefined {
  return catalog.officials.find((o) => o.district === district && o.term_end === null);
}

/** A councilor as a record: name, district, and the contacts on file. */
export function councilorRecord(o: Official): RetrievedRecord {
  const contacts = [o.email ? `email ${o.email}` : '', o.phone ? `phone ${o.phone}` : ''].filter(Boolean).join(', ');
  return {
    source: councilorSource(o.district!, o.name),
    facts: `${o.name} is the councilor for District ${o.district} of ${city.name}${o.term_start ? `, on the council since ${o.term_start.slice(0, 7)}` : ''}.${contacts ? ` Contacts on file (not verified with the city): ${contacts}.` : ''}`,
  };
}

/** Asks for the district, pointing to the finder that works it out from an address. */
export function askForDistrict(purpose: string): Draft {
  return draft(
    'clarify',
    `To ${purpose}, I need your council district. What is your address? You can look it up on ${link(PAGES.findDistrict)}, or tell me your district number (1 to ${city.districtCount}).`,
    [],
    [PAGES.findDistrict],
  );
}

/** The councilor of a district, or the district of a named councilor. */
export function whoCouncilor(ctx: AnswerContext): Draft {
  const { question, catalog } = ctx;
  const district = question.district ?? question.councilor?.district ?? null;
  if (question.councilor && !question.councilor.current) return formerCouncilor(catalog, question.councilor);
  if (district === null) return askForDistrict('tell you who your councilor is');
  const official = currentCouncilor(catalog, district);
  if (!official) return draft('not_found', `I don't have a sitting councilor on file for District ${district}.`, []);
  const record = councilorRecord(official);
  const contacts = [official.email, official.phone].filter(Boolean).join(' · ');
  const text = `District ${district} is represented by **${official.name}** — ${link(record.source)}.${
    contacts ? `\n\nContacts on file: ${contacts} (from a third-party list, not yet verified with the city).` : ''
  }\n\nYou can write to them with ${link(PAGES.contact)}.`;
  return draft('answer', text, [record], [PAGES.contact]);
}

function formerCouncilor(catalog: Catalog, named: NamedCouncilor): Draft {
  if (named.district === null) return draft('not_found', `I can't tell which district ${named.name} represented from the records.`, []);
  const now = currentCouncilor(catalog, named.district);
  const records = now ? [councilorRecord(now)] : [];
  const text = `The roll calls in the minutes list **${named.name}** for District ${named.district}, who no longer holds the seat.${
    now ? ` District ${named.district} is now represented by **${now.name}** — ${link(records[0]!.source)}.` : ''
  }`;
  return draft('answer', text, records);
}

export function listCouncilors(ctx: AnswerContext): Draft {
  const records = ctx.catalog.officials
    .filter((o) => o.district !== null && o.term_end === null)
    .sort((a, b) => a.district! - b.district!)
    .map(councilorRecord);
  const lines = records.map((r) => `- District ${r.source.id}: ${link(r.source)}`);
  return draft('answer', `The ${city.councilName} has ${city.districtCount} councilors, one per district:\n\n${lines.join('\n')}`, records);
}

export function mayor(ctx: AnswerContext): Draft {
  const official = ctx.catalog.officials.find((o) => o.position === 'Mayor' && o.term_end === null);
  if (!official) return draft('not_found', `I don't have the mayor on file.`, []);
  const record: RetrievedRecord = {
    source: PAGES.contact,
    facts: `The Mayor of ${city.name} is ${official.name}.${official.email ? ` Email on file (unverified): ${official.email}.` : ''}`,
  };
  return draft('answer', `The Mayor of ${city.name} is **${official.name}**. You can write to the mayor with ${link(PAGES.contact)}.`, [record]);
}

/** How to contact a councilor: theirs when the question names one, else the general steps. */
export function contactAnswer(ctx: AnswerContext): Draft {
  const district = ctx.question.district ?? (ctx.question.councilor?.current ? ctx.question.councilor.district : null);
  const official = district !== null ? currentCouncilor(ctx.catalog, district) : undefined;
  if (!official) return contact(null, []);
  const record = councilorRecord(official);
  const contacts = [official.email, official.phone].filter(Boolean).join(' · ');
  const intro = `**${official.name}** represents District ${official.district} — ${link(record.source)}.${contacts ? ` Contacts on file: ${contacts} (not yet verified with the city).` : ''}`;
  return contact(intro, [record]);
}
