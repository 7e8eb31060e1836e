/**
 * The places an agenda or minutes item names, in the clerk's words (issue 31, part 1): street addresses
 * ("1243 S. Quaker Ave.", "724 and 725 S. Wheeling Ave. E.", "1200-1210 E. 11th St."), corners ("NE/c of E. Admiral
 * Pl. N. and N. 91st E. Ave.", with any "north of the" lead-in kept), subdivisions/additions with lot and block,
 * rezoning and board-of-adjustment case numbers, and the clerk's "(CD-4)" district tag. Each place keeps the exact
 * words it came from. An item that names none gets none: never a made-up point such as the city centre.
 */
export type PlaceKind = 'address' | 'corner' | 'subdivision' | 'case' | 'district_tag';

export interface ExtractedPlace {
  kind: PlaceKind;
  /** The words of the item this place came from, verbatim. */
  text: string;
  /** Where `text` starts in the item's text. */
  at: number;
  /** For a district tag, the council district number; for a case, its normalised number ("Z-7793"). */
  value?: string;
}

// A street as the clerk writes it: optional direction, a name or numbered street, a suffix, an optional trailing direction.
const DIR = String.raw`(?:[NSEW]\.?|North|South|East|West)`;
// A name may carry ", Jr." ("N. Martin Luther King, Jr. Blvd.").
const NAME = String.raw`(?:\d{1,3}(?:st|nd|rd|th)|[A-Z][A-Za-z'’.-]*(?:(?:,\s*|\s+)Jr\.|\s+[A-Z][A-Za-z'’.-]*){0,3})`;
// "Way" is never abbreviated, so a full stop after it ends the sentence and is not part of the place.
// A suffix is a whole word ("St" is not the start of "Storage").
const SUFFIX = String.raw`(?:(?:Ave(?:nue)?|St(?:reet)?|Pl(?:ace)?|Blvd|Boulevard|Rd|Road|Dr(?:ive)?|Ct|Court|Ln|Lane|Pkwy|Parkway|Expy|Expressway|Hwy|Highway|Cir(?:cle)?|Ter(?:race)?|Trl|Trail|Square|Sq)\b\.?|Way\b)`;
// A numbered highway has no suffix ("Highway 169", "U.S. Hwy. 75").
const HIGHWAY = String.raw`(?:(?:U\.?S\.?|State)\s+)?(?:Highway|Hwy\.?)\s+\d{1,3}`;
const STREET = String.raw`(?:(?:${DIR}\s+)?${HIGHWAY}|(?:${DIR}\s+)?(?:${NAME}\s+)?(?:${DIR}\s+)?${NAME}\s+${SUFFIX})(?:\s+${DIR}(?![a-z]))?`;
// At a corner the clerk may leave a numbered street's suffix out ("NE/c of E. 21st and S. 145th E. Ave.").
// Not where the text was cut ("and S. 145th E.…"): the suffix may follow in the full text.
const CORNER_STREET = String.raw`(?:${STREET}|${DIR}\s+\d{1,3}(?:st|nd|rd|th)\b(?!(?:\s+${DIR})?[\s.]*(?:…|$)))`;
// The side of a corner a property lies on: "north of the", "north and east of the", "northeast of the".
const SIDE = String.raw`(?:(?:north|south)(?:east|west)?|east|west)`;
const HOUSE = String.raw`\d{1,5}(?:\s*[-–]\s*\d{1,5})?`;

// A number right after a capitalised word is part of a name ("Big 12 Wrestling Street Party"), not a house number;
// a preposition ("At 300 S. Denver Ave.") does not count.
const NOT_IN_A_NAME = String.raw`(?<!\b(?!(?:At|On|In|Of|Near|And|To|From)\s)[A-Z][a-z]+\s)`;
const ADDRESS = new RegExp(String.raw`\b${NOT_IN_A_NAME}${HOUSE}(?:\s*(?:,|and|&)\s*${HOUSE})*\s+${STREET}`, 'g');
const CORNER = new RegExp(
  String.raw`(?:\b${SIDE}(?:\s+and\s+${SIDE})?\s+of\s+the\s+)?\b(?:[NS][EW]\/c\.?|(?:north|south)(?:east|west)\s+corner)\s+(?:of\s+)?(?:the\s+)?${CORNER_STREET}\s+(?:and|&)\s+${CORNER_STREET}`,
  'gi',
);
// Subdivisions, as plats name them. Lot and block numbers come as digits or words with the digits after them
// ("Lot Eight (8), Block One Hundred Forty-Eight (148)", "Lots One - Eight and Twenty (1-8 and 20)").
const NUMBER_WORD = String.raw`(?:\d+[A-Z]?|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Thirteen|Fourteen|Fifteen|Sixteen|Seventeen|Eighteen|Nineteen|Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety|Hundred)`;
// A number's words are joined by a hyphen or spaces ("Forty-Eight", "One Hundred", "1-8"); numbers are separated
// by a comma, a spaced dash, "and", "&" or "through". The two never overlap: with a hyphen in both, a long run of
// "1-1-1-..." could be split in exponentially many ways (a 24-number run took 1.4 s).
const PLAT_NUMBER = String.raw`${NUMBER_WORD}(?:(?:-|\s+)${NUMBER_WORD})*(?:\s*\(\s*[\d\s,&-]+(?:\s*and\s*[\d\s,-]+)?\))?`;
const PLAT_NUMBERS = String.raw`${PLAT_NUMBER}(?:(?:\s*(?:,|–|&|and|through)\s*|\s+-\s+)${PLAT_NUMBER})*`;
const LOT_BLOCK = String.raw`(?:Lots?\s+${PLAT_NUMBERS}(?:\s*,?\s*(?:in\s+|of\s+)?Blocks?\s+${PLAT_NUMBERS})?|Blocks?\s+${PLAT_NUMBERS})(?:\s*,\s*|\s+(?:in|of)\s+(?:the\s+)?)`;
const PLAT_WORD = String.raw`(?:[A-Z][A-Za-z'’.&-]*|\d+(?:st|nd|rd|th)|&|#\d+)`;
// "Riverview Park Addition", "75 South Mini Storage Addition", "Cross Timbers Extended at Northwest Passage Addition",
// "Kum & Go #2361 Addition";
// not the name of a project ("the ... Distribution Addition Project").
const NAMED_PLAT = String.raw`(?:\d+(?:st|nd|rd|th)?\s+)?[A-Z][A-Za-z'’.&-]*(?:\s+(?:at\s+)?${PLAT_WORD}){0,5}?\s+(?:Subdivision\s+Addition|Addition|Subdivision)(?:\s+Amended)?\b(?!\s+Project)`;
// The city's first plat: "Original Town", "Original Townsite of <city>", "<city> Original Town".
const ORIGINAL_TOWN = String.raw`(?:[A-Z][a-z]+\s+)?Original\s+Town(?:site)?\b(?:\s+(?:of\s+)?[A-Z][a-z]+)?(?:\s+Addition)?`;
// After a lot and block, any plat name ("Lot Eight (8), Block Three (3) of Bolewood Place", "..., Quik Trip No. 0007").
// A lot and block with no plat named ("in Lot One (1), Block Three (3), for ...", "Lots One, Two, ...") names no
// subdivision; nor does a name where the text was cut ("Block Four (4), Brookside…": "Brookside Addition"?).
const ANY_PLAT = String.raw`(?!(?:Lots?|Blocks?|${NUMBER_WORD})\b)[A-Z][A-Za-z'’&-]*(?:\s+(?:No\.\s*\d+|[A-Z][A-Za-z'’&-]*|\d+)){0,4}\b(?!\s*\(|[\s.]*…)`;
const SUBDIVISION = new RegExp(String.raw`\b(?:(?:${LOT_BLOCK})?(?:${ORIGINAL_TOWN}|${NAMED_PLAT})|${LOT_BLOCK}${ANY_PLAT})`, 'g');
// Rezoning (with a special-permit suffix, "Z-5457-SP-5"), planned unit development, board of adjustment, corridor,
// master planned development and other case numbers.
const CASE = /\b(?:Z-\d{4,5}(?:-[A-Z]+(?:-\d{1,2})?)?|PUD-?\d{2,4}(?:-[A-Z](?:-\d{1,2})?)?|BOA-\d{4,6}|CZ-\d{3,4}|MR-\d{3,5}|CO-\d{1,3}|MPD-\d{1,3}(?:-[A-Z])?)\b/g;
// "(CD-4)", and an item on a district line: "(CD-1,4)" (value "1,4").
const DISTRICT_TAG = /\(CD-?\s?(\d{1,2}(?:\s*,\s*\d{1,2})*)\)/g;

function collect(text: string, pattern: RegExp, kind: PlaceKind, value?: (m: RegExpMatchArray) => string): ExtractedPlace[] {
  return [...text.matchAll(pattern)].map((m) => {
    const words = kind === 'address' ? withoutRoomNumber(m[0]) : m[0];
    return {
      kind,
      text: words.replace(/[,\s]+$/, ''),
      at: m.index + (m[0].length - words.length),
      ...(value ? { value: value(m) } : {}),
    };
  });
}

/** "Room 411 - 175 E. 2nd St.": a "range" that runs down is a room number and then the address. */
function withoutRoomNumber(words: string): string {
  const range = /^(\d+)\s*[-–]\s*(\d+)\s/.exec(words);
  return range && Number(range[2]) < Number(range[1]) ? words.slice(words.indexOf(range[2]!, range[1]!.length)) : words;
}

const inside = (a: ExtractedPlace, b: ExtractedPlace) => a !== b && a.at >= b.at && a.at + a.text.length <= b.at + b.text.length;

/** A place named twice ("PUD-181-B ... recommend APPROVAL of PUD-181-B", an address in the title and again below) is one place. */
function onceEach(places: ExtractedPlace[]): ExtractedPlace[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    // An agenda item's title is often the start of its description: the same words name one place, not two.
    const key = place.kind === 'case' || place.kind === 'district_tag' ? `${place.kind}:${place.value}` : `${place.kind}:${place.text.toLowerCase().replace(/\s+/g, ' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every place the item's text names, in the order written; a street inside a corner is not a second place. */
export function extractPlaces(text: string): ExtractedPlace[] {
  const corners = collect(text, CORNER, 'corner');
  const addresses = collect(text, ADDRESS, 'address').filter((a) => !corners.some((c) => inside(a, c)));
  const places = [
    ...corners,
    ...addresses,
    ...collect(text, SUBDIVISION, 'subdivision'),
    ...collect(text, CASE, 'case', (m) => m[0].replace(/^PUD(\d)/, 'PUD-$1')),
    ...collect(text, DISTRICT_TAG, 'district_tag', (m) => m[1]!.replace(/\s+/g, '')),
  ];
  return onceEach(places.sort((a, b) => a.at - b.at));
}
