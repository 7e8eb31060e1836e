/**
 * Who and where an item names, read from the clerk's standard phrasing (issue 48): the party of a contract or
 * licence ("between the City of <name> and X, for ..."), the requester of an appeal or of legal representation,
 * a donor, a traveller and destination, a plat or improvement district by name, a street corner, a code title.
 * Each reader returns undefined unless the phrase is printed whole; a name is cut at the clerk's next clause, and
 * one longer than a plain line can carry is left out rather than shortened into something the title does not say.
 */
const MAX_NAME = 70;
/** Any city's name as its clerk writes it: one or two capitalised words (shared code names no city). */
const CITY_NAME = String.raw`[A-Z][a-z]+(?: [A-Z][a-z]+)?`;
// A title's number as clerks print it: "Title 27", "Title 11-A", "Title 37A"; its name quoted right after it (a name
// quoted after a section is the section's, not the title's).
const CODE_TITLE_NUMBER = String.raw`(\d{1,2}(?:-?[A-Z])?)`;
const CODE_TITLE_AFTER = new RegExp(String.raw`\bTitle ${CODE_TITLE_NUMBER}(?:, Chapter \d+)?,? (?:of (?:the )?)?(?:${CITY_NAME} Revised Ordinances,? )?(?:\(TRO\),? )?(?:[Tt]itled,? )?["“]([^"”]{3,60}?),?["”]`);
const CODE_TITLE_BEFORE = new RegExp(String.raw`\b${CITY_NAME} Revised Ordinances,? (?:\(TRO\),? )?Title ${CODE_TITLE_NUMBER},? (?:[Tt]itled,? )?["“]([^"”]{3,60}?),?["”]`);
// The number alone, of the city's code (never a federal "Title VI" or a state statute's title).
const CODE_TITLE_ONLY = new RegExp(String.raw`\bTitle ${CODE_TITLE_NUMBER}\b(?=[^.;]*?\b${CITY_NAME} Revised Ordinances\b)|\b${CITY_NAME} Revised Ordinances,? (?:\(TRO\),? )?Title ${CODE_TITLE_NUMBER}\b`);
const BUDGET_OF_YEAR = new RegExp(String.raw`\bbudget (?:of the City of ${CITY_NAME} )?for (?:the )?Fiscal Year (\d{4}-\d{4})`, 'i');

/** The text up to the clerk's next clause: a comma before "for/to/in ...", a bracket, a semicolon, the sentence end. */
const CLAUSE_END = String.raw`(?=,?\s+(?:for|to|in|regarding|relating|concerning|pursuant|located|of property|on|dated|as|whereby|which|that|with|contesting)\b|\s+contesting\b|\s*[;([]|,\s+(?:an?|the)\b|(?<!\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Jr|Sr|St|No))\.\s|\.?$)`;

function named(re: RegExp, text: string): string | undefined {
  const found = re.exec(text)?.[1]?.trim().replace(/[,.]$/, '');
  return found && found.length <= MAX_NAME && /[A-Z]/.test(found) ? found : undefined;
}

/** "between the City of <name> and Becco Contractors, Inc., for ...": the other party. */
export function partyOf(text: string): string | undefined {
  const mainStreet = named(/\bparticipation of (?:the )?(.+?),? in the [\d-]+ [A-Z][a-z]+ Main Street\b/, text);
  if (mainStreet) return mainStreet;
  const housing = named(/\bAffordable Housing Trust Fund \(AHTF\) dollars to (.+?)(?:,? for\b)/, text);
  if (housing) return housing;
  return named(new RegExp(String.raw`\bbetween the City of ${CITY_NAME}(?:, [A-Z][a-z]+)?(?: \([^)]*\))? and (?:the )?(.+?(?:, (?:Inc|LLC|L\.L\.C|LLP|P\.C|Co|Corp|Ltd|L\.P)\.?)?)${CLAUSE_END}`), text);
}

/** "requested by Casey Robinson, contesting ...", "the request of Police Officer Ty Burns for legal representation". */
export function requesterOf(text: string): string | undefined {
  return named(/\brequest of (.+?) for legal representation\b/i, text) ?? named(new RegExp(String.raw`\bappeal[^.]*?\brequested by (.+?)${CLAUSE_END}`, 'i'), text);
}

/** "a travel donation from Talogy in the amount of", "Donation of concrete from Bison Ready Mix to the City". */
export function donorOf(text: string): string | undefined {
  const byDeed = named(/\b(?:easement donation|deed of dedication|property donation) by (?:the )?(.+?)(?:,? of (?:the )?propert(?:y|ies)\b|,? for\b)/i, text);
  if (byDeed) return byDeed;
  // Gifts from several donors ("backpacks from A and teddy bears from B") name none: the value is theirs together.
  if (/\bdonation\b[^.]*?\bfrom\b[^.]*?\bfrom\b[^.]*?\bvalued\b/i.test(text)) return undefined;
  const m = /\bdonation (?:of [^.]*? )?from (?:the )?(.+?)(?= in the amount\b| to (?:the )?(?:[A-Z]|offer\b|support\b)| for\b| and\b|,)/i.exec(text);
  // "from A and the B in the amount of": two donors; naming the first alone would say less than the truth.
  if (!m?.[1] || /^ and\b/.test(text.slice(m.index + m[0].length))) return undefined;
  return named(/^(.+)$/, m[1]);
}

/** "for Councilor Bellis to travel to Paris, France": who travels and where. */
export function travelOf(text: string): { traveler: string; destination: string } | undefined {
  const m = /\bfor ((?:Councilor |Mayor )?[A-Z][\w.'’-]*(?:,? (?:and )?[A-Z][\w.'’-]*){0,8}) to travel to ([A-Z][\w. ]*?, (?:[A-Z]{2}|D\.C\.)|[A-Z][\w. ]+?, [A-Z][a-z]+)(?=[\s,;(]|$)/.exec(text);
  if (!m?.[1] || !m[2] || m[1].length > MAX_NAME) return undefined;
  return { traveler: m[1], destination: m[2] };
}

/** "Final Plat for 41st Storage Center Addition, consisting of": the plat's name. */
export function platNameOf(text: string): string | undefined {
  return named(/\bPlat (?:for|of) (.+? (?:Addition|Subdivision))\b/i, text) ?? named(/\bPlat (?:for|of) (.+?(?:Center|Park|Estates|Amended)\b)/i, text);
}

/** "Kendall Whittier Improvement District No. 1". */
export function improvementDistrictOf(text: string): string | undefined {
  return named(/\b((?:[A-Z][\w'’]* ){1,4}Improvement District No\. ?\d+)/, text);
}

/**
 * "Resolution adopting the Economic Development Incentives Policy dated ...", "approving the ... Free Fare Program
 * for ...": the plan, policy, guidelines or program a resolution adopts, by its name up to that word.
 */
export function adoptedPlanOf(text: string): string | undefined {
  return named(/^(?:An? )?Resolution (?:adopting|approving)(?: amendments to)? the ((?:(?:[A-Z0-9(][\w'’().-]*|of|for|and|the|on|in|-|–) ){0,10}?(?:Plan|Policy|Guidelines|Program))\b/, text);
}

const STREET = String.raw`(?:[NSEW]\.\s)?(?:[\w.'’-]+\s){1,4}?(?:St|Ave|Rd|Blvd|Dr|Pl|Ln|Pkwy|Ct|Expy|Hwy|Way|Cir|Street|Avenue|Road|Boulevard|Drive|Place|Lane|Parkway)\.?(?:\s[NSEW]\.(?=[\s,;(]|$))?`;

/** "located north of the NE/c of E. 41st St. S. and S. 145th E. Ave.": the two streets of the corner the land is near. */
export function cornerOf(text: string): [string, string] | undefined {
  const m = new RegExp(String.raw`\blocated (?:at |\w+ (?:and \w+ )?of )?(?:the )?(?:[NS][EW]\/c|corner) of (${STREET}) and (${STREET})(?=[\s,;(]|$)`).exec(text);
  return m?.[1] && m[2] ? [m[1], m[2]] : undefined;
}

/** 'Title 27, <name> Revised Ordinances, titled "Penal Code"': the part of the city code a law changes. */
export function codeTitleOf(text: string): { number: string; name?: string } | undefined {
  const m = CODE_TITLE_AFTER.exec(text) ?? CODE_TITLE_BEFORE.exec(text);
  if (m?.[1] && m[2]) return { number: m[1], name: m[2] };
  // The title's number without its name ("Title 4, ... Chapter 1, Section 100, "Salary of Mayor"" names a section).
  const only = CODE_TITLE_ONLY.exec(text);
  const number = only?.[1] ?? only?.[2];
  return number ? { number } : undefined;
}

/** "adopting the annual budget of the City of <name> for Fiscal Year 2024-2025", "Fiscal Year 2023-2024 Budget". */
export function budgetYearOf(text: string): string | undefined {
  return (BUDGET_OF_YEAR.exec(text) ?? /\bFiscal Year (\d{4}-\d{4}) Budget\b/i.exec(text))?.[1];
}

/** "Special Event Application: X scheduled for ..., starting at 201 N. Elgin Ave.": where the event is. */
export function eventPlaceOf(text: string): string | undefined {
  return /\bscheduled for [^.]*?,? (?:starting )?at (\d{1,6} [NSEW]\. [\w .'-]{2,40}?\b(?:Ave|St|Rd|Blvd|Dr|Pl|Pkwy|Way|Ln)\.?)(?=[\s,;(]|$)/.exec(text)?.[1];
}

/** "return to the Osage Nation for repatriation", "to the Caddo Nation, from the Gilcrease Museum": who receives. */
export function recipientOf(text: string): string | undefined {
  return named(/\bto (?:their |the )?((?:[A-Z][\w'’.()-]*,? (?:and |the )?){0,8}(?:Nation|Nations|Tribe|Tribes|Indians|Community|lineal descendants))\b/, text);
}

/** "a Contract for a loan from the Gilcrease Museum collection to the Denver Art Museum of ...": the borrower. */
export function borrowerOf(text: string): string | undefined {
  return named(/\bloan from the [^.]*?\bcollection (?:of [^.]*? )?to (?:the )?([A-Z][^,.]*?)(?= of (?:[a-z]+ \(\d+\)|\d|["“]|one|two|three|four|five|six|seven|eight|nine|ten|objects?|items?|art|the|her|his|an?)\b| for\b|,|\.\s|\.?$)/, text);
}

/** "scheduled for November 5, 2022": the date an event is set for, as printed. */
export function eventDateOf(text: string): string | undefined {
  // Not the first day of a span printed across months or years ("November 20, 2023, – January 2, 2024").
  return /\bscheduled for ((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:(?:,|,? and|\s?[-–])\s?\d{1,2})*, \d{4})(?!,?\s*(?:[-–—]|through\b|to\b))/.exec(text)?.[1];
}
