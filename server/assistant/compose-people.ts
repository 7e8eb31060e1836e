/**
 * Who represents whom: a district's councilor, a named councilor's district, the whole council, the mayor.
 * From the officials table (names from the roll calls; contact details are unverified third-party claims and
 * the reply says so).
 */
import type { CityConfig } from '#contract/city.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { contact } from './compose-help.ts';
import type { NamedCouncilor } from './intents.ts';
import { cityDay, seatedTerms, termCovers } from '../councilors/sitting-council.ts';
import type { Catalog } from './records.ts';
import { placeInDistrict } from './place-address.ts';
import { PAGES, type RetrievedRecord, councilorSource, link } from './sources.ts';
import { mdEscape } from './text.ts';
import type { DistrictPurpose, Wording } from './wording.ts';

type Official = Catalog['officials'][number];

/** The councilor seated in `district` on `now`'s city-local day (terms honoured: not an elect, not a predecessor). */
function currentCouncilor(city: CityConfig, catalog: Catalog, district: number, now: Date): Official | undefined {
  return seatedTerms(catalog.officials.filter((o) => o.district === district), cityDay(city, now)).get(district);
}

/** A councilor as a record: name, district, and the contacts on file. */
export function councilorRecord(city: CityConfig, o: Official): RetrievedRecord {
  const contacts = [o.email ? `email ${o.email}` : '', o.phone ? `phone ${o.phone}` : ''].filter(Boolean).join(', ');
  return {
    source: councilorSource(o.district!, o.name),
    facts: `${o.name} is the councilor for District ${o.district} of ${city.name}${o.term_start ? `, on the council since ${o.term_start.slice(0, 7)}` : ''}.${contacts ? ` Contacts on file (not verified with the city): ${contacts}.` : ''}`,
  };
}

/** Asks for the district, pointing to the finder that works it out from an address. */
export function askForDistrict(city: CityConfig, say: Wording, purpose: DistrictPurpose): Draft {
  return draft('clarify', say.askForDistrict(purpose, link(PAGES.findDistrict), city.districtCount), [], [PAGES.findDistrict]);
}

/** The councilor of a district, of an address the question gives, or the district of a named councilor. */
export async function whoCouncilor(ctx: AnswerContext): Promise<Draft> {
  const { question, say } = ctx;
  const district = question.district ?? question.councilor?.district ?? null;
  if (question.councilor && !question.councilor.current) return formerCouncilor(ctx, question.councilor);
  if (district === null && question.address) return councilorAtAddress(ctx, question.address);
  if (district === null) return askForDistrict(ctx.city.config, say, 'who');
  return councilorOf(ctx, district);
}

/** An address placed with the city's own data (no network), then its district's councilor; says less near a line. */
async function councilorAtAddress(ctx: AnswerContext, address: string): Promise<Draft> {
  const { say } = ctx;
  const placed = await placeInDistrict(ctx.city, ctx.db, address);
  const finder = link(PAGES.findDistrict);
  if (placed.kind === 'not_placed') return draft('clarify', say.addressNotPlaced(mdEscape(address), finder), [], [PAGES.findDistrict]);
  if (placed.kind === 'on_line') return draft('clarify', say.addressOnLine(placed.matched, placed.districts, finder), [], [PAGES.findDistrict]);
  const answer = councilorOf(ctx, placed.district);
  const { conflict } = placed;
  const where = `${say.addressPlaced(placed.matched, placed.district, placed.exact, finder)}${
    conflict ? ` ${say.addressTagConflict(conflict.address, conflict.clerk_district, conflict.times_in_minutes)}` : ''
  }`;
  return { ...answer, response: `${where}\n\n${answer.response}`, sources: placed.exact && !conflict ? answer.sources : [...answer.sources, PAGES.findDistrict] };
}

function councilorOf(ctx: AnswerContext, district: number): Draft {
  const { catalog, say } = ctx;
  const official = currentCouncilor(ctx.city.config, catalog, district, ctx.now);
  if (!official) return draft('not_found', say.noSittingCouncilor(district), []);
  const record = councilorRecord(ctx.city.config, official);
  const contacts = [official.email, official.phone].filter(Boolean).join(' · ');
  const text = `${say.representedBy(district, official.name, link(record.source))}${
    contacts ? `\n\n${say.contactsOnFile(contacts)}` : ''
  }\n\n${say.writeToThem(link(PAGES.contact))}`;
  return draft('answer', text, [record], [PAGES.contact]);
}

function formerCouncilor({ say, catalog, now: today, city }: AnswerContext, named: NamedCouncilor): Draft {
  if (named.district === null) return draft('not_found', say.formerUnknownDistrict(named.name), []);
  const now = currentCouncilor(city.config, catalog, named.district, today);
  const records = now ? [councilorRecord(city.config, now)] : [];
  const text = `${say.formerCouncilor(named.name, named.district)}${now ? say.nowRepresentedBy(named.district, now.name, link(records[0]!.source)) : ''}`;
  return draft('answer', text, records);
}

export function listCouncilors(ctx: AnswerContext): Draft {
  const city = ctx.city.config;
  const records = [...seatedTerms(ctx.catalog.officials, cityDay(city, ctx.now)).values()]
    .sort((a, b) => a.district! - b.district!)
    .map((official) => councilorRecord(city, official));
  const lines = records.map((r) => ctx.say.districtLine(r.source.id, link(r.source)));
  return draft('answer', `${ctx.say.councilList(city.councilName, city.districtCount)}\n\n${lines.join('\n')}`, records);
}

export function mayor(ctx: AnswerContext): Draft {
  const city = ctx.city.config;
  const official = ctx.catalog.officials.find((o) => o.position === 'Mayor' && termCovers(o, cityDay(city, ctx.now)));
  if (!official) return draft('not_found', ctx.say.noMayor, []);
  const record: RetrievedRecord = {
    source: PAGES.contact,
    facts: `The Mayor of ${city.name} is ${official.name}.${official.email ? ` Email on file (unverified): ${official.email}.` : ''}`,
  };
  return draft('answer', ctx.say.mayorIs(city.name, official.name, link(PAGES.contact)), [record]);
}

/** How to contact a councilor: theirs when the question names one, else the general steps. */
export function contactAnswer(ctx: AnswerContext): Draft {
  const district = ctx.question.district ?? (ctx.question.councilor?.current ? ctx.question.councilor.district : null);
  const official = district !== null ? currentCouncilor(ctx.city.config, ctx.catalog, district, ctx.now) : undefined;
  if (!official) return contact(ctx.city.config, ctx.say, null, []);
  const record = councilorRecord(ctx.city.config, official);
  const contacts = [official.email, official.phone].filter(Boolean).join(' · ');
  return contact(ctx.city.config, ctx.say, ctx.say.representsDistrict(official.name, official.district!, link(record.source), contacts), [record]);
}
