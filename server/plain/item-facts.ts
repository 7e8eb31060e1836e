/**
 * The facts a plain line may state, pulled from the clerk's title by the clerk's general wording (not one year's
 * files): a dollar figure, council district, case number, zoning classes from and to, a street address, an event's
 * name, a board and the person named to it. A fact the title does not hold is absent, never guessed (issue 30).
 */
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
}

const ZONE = String.raw`[A-Z]{1,3}(?:-[A-Z0-9]+)*`;
const ZONE_LIST = String.raw`${ZONE}(?:(?:,|,? and| or)\s+${ZONE})*`;
const FROM_TO = new RegExp(String.raw`\bfrom\s+(${ZONE_LIST})\s+to\s+(${ZONE_LIST})\b`);
const codes = (list: string) => list.split(/,|\band\b|\bor\b/).map((c) => c.trim()).filter(Boolean);

/**
 * The title's dollar figure, as printed ("$458,532.40"), when it prints exactly one: with several (parts, a cap
 * and a total) no single one is what the item does, so none is said. A written-out amount sits beside its figure.
 */
function amountOf(title: string): string | undefined {
  const figures = new Set([...title.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)(?!\d)/g)].map((m) => m[1]));
  return figures.size === 1 ? `$${[...figures][0]}` : undefined;
}

function districtOf(title: string): string | undefined {
  const all = [...title.matchAll(/\((?:CD|Council District)[- ]?(\d{1,2})\)|\bCouncil District (\d{1,2})\b/gi)];
  const found = new Set(all.map((m) => m[1] ?? m[2]));
  // Several districts (an election, a citywide item) are not one place: say none rather than pick one.
  return found.size === 1 ? [...found][0] : undefined;
}

function placeOf(title: string): string | undefined {
  const m = /\blocated at (\d{1,6}\s+[A-Z0-9][\w.' -]{2,50}?)(?=\s*(?:[,;()]|\s(?:and|for|in|from|to|with)\b|\.\s+(?:The|This|That|It|A|An)\b|\.?$))/.exec(title);
  return m?.[1]?.trim();
}

export function extractItemFacts(title: string): ItemFacts {
  const facts: ItemFacts = {};
  const amount = amountOf(title);
  if (amount) facts.amount = amount;
  const district = districtOf(title);
  if (district) facts.district = district;
  const caseNumber = /\b((?:Z|PUD|ZCA|MPD|CZ|BOA)-\d+(?:-[A-Z0-9]+)*)/.exec(title)?.[1];
  if (caseNumber) facts.case = caseNumber;
  const fromTo = FROM_TO.exec(title);
  if (fromTo?.[1] && fromTo[2]) {
    facts.fromCodes = codes(fromTo[1]);
    facts.toCodes = codes(fromTo[2]);
  }
  const place = placeOf(title);
  if (place) facts.place = place;
  const event = /special event application:\s*(.+?)\s+scheduled\b/i.exec(title)?.[1];
  if (event && event.length <= 60) facts.event = event;
  const appointed = /^(.{3,60}?)\s+[–—-]\s+(?:Re)?appointment to the\s+(.+?)(?:\s+replacing\b|[;:(]|$)/i.exec(title);
  if (appointed?.[1] && appointed[2]) {
    facts.person = appointed[1].trim();
    facts.board = appointed[2].trim();
  }
  return facts;
}
