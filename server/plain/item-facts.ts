/**
 * The facts a plain line may state, pulled from the clerk's title by the clerk's general wording (not one year's
 * files): a dollar figure, council district, case number, zoning classes from and to, a street address, an event's
 * name, a board and the person named to it. A fact the title does not hold is absent, never guessed (issue 30).
 */
import { adoptedPlanOf, borrowerOf, budgetYearOf, codeTitleOf, cornerOf, donorOf, eventDateOf, eventPlaceOf, improvementDistrictOf, partyOf, platNameOf, recipientOf, requesterOf, travelOf } from './title-names.ts';

export interface ItemFacts {
  amount?: string;
  district?: string;
  case?: string;
  /** Zoning class codes as printed: `["RS-3"]` and `["OL"]`. */
  fromCodes?: string[];
  toCodes?: string[];
  place?: string;
  event?: string;
  board?: string;
  person?: string;
  /** Several figures none of which is the total: their sum, said as "several amounts, $X in all". */
  total?: string;
  /** A budget change: adds money (a supplemental appropriation), moves it (a transfer), or both. */
  budgetAction?: 'add' | 'move' | 'both' | 'cut';
  party?: string;
  requester?: string;
  donor?: string;
  traveler?: string;
  destination?: string;
  plat?: string;
  improvementDistrict?: string;
  /** The plan, policy or program a resolution adopts, by name. */
  adoptedPlan?: string;
  /** The two streets of the corner the land is near, as printed. */
  near?: [string, string];
  codeTitle?: string;
  codeName?: string;
  budgetYear?: string;
  recipient?: string;
  /** The amount is a cap ("not to exceed"): said as "up to". */
  upTo?: boolean;
  eventDate?: string;
  /** A travel authorization (the council's own spending), not a gift. */
  travelAuthorized?: boolean;
  /** A budget change funded by a grant. */
  fromGrant?: boolean;
  borrower?: string;
}

const ZONE = String.raw`[A-Z]{1,3}(?:-[A-Z0-9]+)*`;
const ZONE_LIST = String.raw`${ZONE}(?:(?:,|,? and| or)\s+${ZONE})*`;
const FROM_TO = new RegExp(String.raw`\bfrom\s+(${ZONE_LIST})\s+to\s+(${ZONE_LIST})\b`);
const codes = (list: string) => list.split(/,|\band\b|\bor\b/).map((c) => c.trim()).filter(Boolean);

const FIGURE = /\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2,3})?|\d+(?:\.\d{2})?)(?!\d)/g;
const cents = (figure: string) => Math.round(Number(figure.replace(/,/g, '')) * 100);
const dollars = (c: number) =>
  `$${Math.floor(c / 100).toLocaleString('en-US')}${c % 100 ? `.${String(c % 100).padStart(2, '0')}` : ''}`;

/**
 * Whether `value` is the sum of some of `parts` (at most 16 of them): "$13,750,000; $11,000,000 from a grant and
 * local match funding of $2,750,000 as follows: $1,055,732.10 ..., $750,000": the first figure is the whole.
 */
export function isSumOfSome(value: number, parts: number[]): boolean {
  if (parts.length === 0 || parts.length > 16) return false;
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    let sum = 0;
    for (let i = 0; i < parts.length; i++) if (mask & (1 << i)) sum += parts[i] as number;
    if (sum === value) return true;
  }
  return false;
}

/**
 * The amount the item is about: the one figure the title prints; or, of several, the one the title calls the total
 * ("a total of", "in the aggregate amount of") or the largest when it is the sum of some of the others (a supplemental
 * appropriation of $500,000: $400,000 from a grant and $100,000 from ...). Otherwise several parts and no total:
 * `total` is their sum, to be said as "several amounts, $X in all", never the first of them as if it were all. A
 * title shortened for display ("…") may have lost parts: then only its one figure, no sum and no whole.
 */
function amountsOf(text: string): { amount?: string; total?: string } {
  // "$75 Million": a figure in words we do not read; no amount rather than "$75".
  if (/\$\s?\d[\d,.]*\s+(?:million|billion)\b/i.test(text)) return {};
  const shortened = /…\s*$/.test(text);
  const printed = [...text.matchAll(FIGURE)].map((m) => (m[1] as string).replace(/(\.\d{2})\d$/, '$1')).filter((f) => cents(f) > 0);
  // One sum printed as "$40,000" and "$40,000.00" is one figure.
  const unique = printed.filter((f, i) => printed.findIndex((g) => cents(g) === cents(f)) === i);
  if (unique.length === 0) return {};
  if (unique.length === 1) return { amount: `$${unique[0]}` };
  if (shortened) return {};
  const named = /\b(?:a total of|totaling|totalling|in the (?:total|aggregate)(?: principal)? amount of(?: not to exceed)?)\s+\$\s?([\d,]+(?:\.\d{2})?)/i.exec(text)?.[1];
  if (named) return { amount: `$${named}` };
  const all = unique.map(cents);
  const sum = all.reduce((a, b) => a + b, 0);
  const largest = unique.reduce((a, b) => (cents(b) > cents(a) ? b : a));
  // "supplemental appropriations of $5,139,460 ... (Child Abuse Network $80,000.00; ...)": the figure the
  // appropriation is said to be, when no part is larger, is its whole, however many parts follow.
  const appropriated = APPROPRIATION_OF.exec(text)?.[1];
  if (appropriated && cents(appropriated) === cents(largest)) return { amount: `$${largest}` };
  if (isSumOfSome(cents(largest), all.filter((c) => c !== cents(largest)))) return { amount: `$${largest}` };
  // The same figure printed twice may be one sum said twice or two equal parts: with repeats, no sum is safe.
  return printed.length === unique.length ? { total: dollars(sum) } : {};
}

/** "appropriations of $X", or of the sum in words then in figures ("of five million ... dollars ($5,139,460.00)"). */
export const APPROPRIATION_OF = /\bappropriations? (?:in the amount )?of (?:[a-z][a-z ,-]{0,160}? dollars \()?\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/i;

function districtOf(title: string): string | undefined {
  // "(CD-6)", "Council District 6", and a district's own project: "District 2 – 2021 Capital Improvements ...".
  const all = [...title.matchAll(/\((?:CD|Council District)[- ]?(\d{1,2})\)|\bCouncil District (\d{1,2})\b|\bDistrict (\d{1,2}) [–—-] \d{4} Capital Improvements\b/gi)];
  const found = new Set(all.map((m) => m[1] ?? m[2] ?? m[3]));
  // Several districts (an election, a citywide item) are not one place: say none rather than pick one.
  return found.size === 1 ? [...found][0] : undefined;
}

function placeOf(title: string): string | undefined {
  const m = /\blocated at (\d{1,6}\s+[A-Z0-9][\w.' -]{2,50}?)(?=\s*(?:[,;()]|\s(?:and|for|in|from|to|with)\b|\.\s+(?:The|This|That|It|A|An)\b|\.?$))/.exec(title);
  return m?.[1]?.trim();
}

function budgetActionOf(title: string): ItemFacts['budgetAction'] {
  const cut = /\b(?:reduce|decrease) (?:the )?(?:unencumbered (?:and unexpended )?)?appropriations?\b/i.test(title);
  if (cut && !/supplemental|transfer/i.test(title)) return 'cut';
  // A cut beside an addition: no one action, and their sum is no amount the item moves.
  if (cut) return undefined;
  const add = /supplemental appropriation|\bappropriat(?:e|ing)\b/i.test(title);
  const move = /\btransfer/i.test(title);
  return add && move ? 'both' : add ? 'add' : move ? 'move' : undefined;
}

function setIf<K extends keyof ItemFacts>(facts: ItemFacts, key: K, value: ItemFacts[K] | undefined): void {
  if (value !== undefined) facts[key] = value;
}

/** The facts of an item, from its full text as the clerk printed it (a title shortened for display loses some). */
export function extractItemFacts(title: string): ItemFacts {
  const facts: ItemFacts = { ...amountsOf(title) };
  addMoneyFacts(facts, title);
  addNamedFacts(facts, title);
  addLandFacts(facts, title);
  addEventAndAppointmentFacts(facts, title);
  return facts;
}

/** The budget's action and year, a cap ("not to exceed"), a grant. */
function addMoneyFacts(facts: ItemFacts, title: string): void {
  // "in an amount not to exceed one million dollars ($1,000,000.00)": a cap, said as "up to".
  const figureAt = facts.amount ? title.indexOf(facts.amount.slice(1)) : -1;
  if (figureAt > 0 && /not to exceed[^$.;]{0,120}\$\s?$/.test(title.slice(Math.max(0, figureAt - 140), figureAt))) facts.upTo = true;
  setIf(facts, 'budgetAction', budgetActionOf(title));
  setIf(facts, 'budgetYear', budgetYearOf(title));
  // "from a grant" only when the one figure is all the item moves: with parts, some may come from elsewhere.
  if (facts.budgetAction === 'add' && facts.amount && !facts.upTo && new Set(title.match(/\$\s?[\d,]+/g)).size === 1 && /\bfrom (?:a )?grant (?:revenues?|funds?)\b/i.test(title)) facts.fromGrant = true;
}

/** Who the item names: the other party, a requester, a donor, a traveller, a recipient, a borrower, the code title. */
function addNamedFacts(facts: ItemFacts, title: string): void {
  setIf(facts, 'party', partyOf(title));
  setIf(facts, 'requester', requesterOf(title));
  setIf(facts, 'donor', donorOf(title));
  const travel = travelOf(title);
  setIf(facts, 'traveler', travel?.traveler);
  setIf(facts, 'destination', travel?.destination);
  if (/\btravel authorization\b/i.test(title)) facts.travelAuthorized = true;
  const code = codeTitleOf(title);
  setIf(facts, 'codeTitle', code?.number);
  setIf(facts, 'codeName', code?.name);
  setIf(facts, 'recipient', recipientOf(title));
  setIf(facts, 'borrower', borrowerOf(title));
  setIf(facts, 'adoptedPlan', adoptedPlanOf(title));
}

/** Where: the plat, the improvement district, a corner, the council district, the zoning case and its codes, the place. */
function addLandFacts(facts: ItemFacts, title: string): void {
  setIf(facts, 'plat', platNameOf(title));
  setIf(facts, 'improvementDistrict', improvementDistrictOf(title));
  setIf(facts, 'near', cornerOf(title));
  const district = districtOf(title);
  if (district) facts.district = district;
  const caseNumber = /\b((?:Z|PUD|ZCA|MPD|CZ|BOA|CPA|CO|SA)-\d+(?:-[A-Z0-9]+)*)/.exec(title)?.[1];
  if (caseNumber) facts.case = caseNumber;
  const fromTo = FROM_TO.exec(title);
  if (fromTo?.[1] && fromTo[2]) {
    facts.fromCodes = codes(fromTo[1]);
    facts.toCodes = codes(fromTo[2]);
  }
  setIf(facts, 'place', placeOf(title) ?? eventPlaceOf(title));
}

/** An event and its date; who is appointed to what. */
function addEventAndAppointmentFacts(facts: ItemFacts, title: string): void {
  setIf(facts, 'eventDate', eventDateOf(title));
  const event = (/special event application:\s*(.+?)\s+scheduled\b/i.exec(title) ?? /quality event designation for (?:the )?(.+?) to be held\b/i.exec(title))?.[1];
  if (event && event.length <= 60) facts.event = event;
  const appointed = /^(.{3,60}?)\s+[–—-]\s+(?:Re)?appointment to (?:the\s+)?(.+?)(?:\s+replacing\b|[;:(]|$)/i.exec(title);
  if (appointed?.[1] && appointed[2]) {
    facts.person = appointed[1].trim();
    facts.board = appointed[2].trim();
  }
}
