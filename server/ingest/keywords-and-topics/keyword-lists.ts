/**
 * Word lists for the keyword extractor. A name becomes a keyword only when it ends in a word that says what kind
 * of thing it is (a committee, a park, a fund, a project...): that one rule keeps people's names out, since
 * "Officer Cody Riley" or "Steven R. Burrus" end in no such word. The stoplist then removes the named things
 * every set of minutes repeats (the City Clerk, the Emergency Clause), with the city's own (city-vocabulary.ts).
 */

/** Last words that make a capitalised run the name of a place, body, program, fund, event or document. */
export const HEAD_NOUNS = new Set(
  `committee committees commission board authority department agency trust foundation association society
  coalition alliance council museum library center centre park parks green garden gardens zoo field
  arena stadium school academy university college hospital clinic church club shelter building headquarters
  court courts course plaza square mall market lake creek river trail trails bridge station expressway highway
  addition acres heights hills village apartments estates subdivision fund subfund program programs project
  projects plan initiative festival parade fair run marathon walk celebration race triathlon duathlon fondo
  tour retreat forum summit workshop conference team force group code act charter partnership collective
  nation district overlay corridor network bonds`.split(/\s+/),
);

/** Heads that also start a name ("Department of Justice", "University of Arts", "Port of Entry ..."). */
export const LEADING_HEADS = /^(Department|Board|Bureau|University|Museum|Port|Friends|Association|Commission|Council|Society|Office|Division) of [A-Z]/;

/** Heads of lesser interest: a meeting shows at most two of these. */
export const FUND_HEADS = new Set(['fund', 'subfund', 'bonds']);

/**
 * Named things that recur in nearly every set of minutes, or that only say what kind of paper an item is;
 * compared case-insensitively after the leading "The" (or the city's own leading names) is removed. The city's
 * own names (its council, its code, its county) are its `vocabulary.boilerplateNames`.
 */
export const BOILERPLATE_NAMES = new Set(
  `city council|regular council meeting|council office|council administrator|city clerk
  |emergency clause|special event application|revised ordinances|optional development plan
  |public hearing|executive session|monthly status report|license agreement|change order|public way
  |metropolitan area planning commission|planning commission
  |united states district court|district court|northern district
  |zoning code|general fund|mayor's office|office of the mayor
  |council staff|city attorney|legal department|city hall
  |city council chambers|council chambers|pre-council|urban development|board of adjustment|sinking fund
  |deed of dedication|overlay districts|overlay district|public works non-federal grants subfund
  |united states district court|municipal court|increment district|tax increment district|action plan`
    .split('|')
    .map((s) => s.trim()),
);

/** Words that introduce a person; a name preceded by one of them is a person's, never a keyword. */
export const PERSON_TITLES =
  /\b(?:Councilor|Councilors|Council ?member|Officer|Officers|Lieutenant|Sergeant|Sgt\.|Detective|Captain|Corporal|Major|Chief|Mayor|Administrator|Attorney|Director|Manager|Clerk|Auditor|Judge|Plaintiffs?|employee|Mr\.|Ms\.|Mrs\.|Chair|Vice[- ]Chair|requested by|presented by|submitted by)\s+([A-Z][A-Za-z'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][A-Za-z'’-]+){0,2})/g;

/** Leading words stripped from a name ("The", a month..., and the city's own: "City of <name>"), as alternatives. */
export const LEADING_WORDS =
  String.raw`United States Treasury|City Council|Consideration|Approval|Final Plat(?: of| for)?|Plat of|Assessment Roll|Stop and Tour|Stop|Tour|Vote|Per|Appointment|Reappointment|Discussion|Ordinance|Resolution|Rezoning|Application|Request|Agreement|Annual|Proposed|Amended|New|Each|All|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday`;

/** Words a name may contain in lower case ("Port of Catoosa", "Jack in the Box", "Dia de los Muertos"). */
// "for", "in", "on" and "to" are left out on purpose: they join two names far more often than they sit inside
// one ("Legal Department for City Council", "Hearing Officer in Code Enforcement").
export const JOINERS = new Set(['of', 'and', 'the', 'de', 'los', 'la', 'del', '&']);

/** Titles that start a person's name: the run of capitalised words after one is skipped. */
export const TITLE_WORDS = new Set(
  `Officer Officers Chief Lieutenant Sergeant Detective Captain Corporal Councilor Councilors Mayor Judge Director
  Administrator Manager Attorney Plaintiff Mr Ms Mrs`.split(/\s+/),
);

/** Names of private parties' holdings that say nothing to other residents ("Smith Revocable Trust"). */
export const PRIVATE_HOLDINGS = /\b(Revocable|Irrevocable|Living|Joint|Family Trust)\b/;

/** Generic words: a name made only of these and its head says nothing ("Public Works Department" stays). */
export const GENERIC_MODIFIERS = new Set(
  `city public general special regular council annual new the of and for in state county local area
  national federal municipal program project capital fund one two three first second third mayor mayor's
  citywide community second amended restated revised lot increment final fun food widening improvement
  improvements street streets sewer waterline drainage road roads building jr sr specific`.split(/\s+/),
);

/** Street-type abbreviations as the minutes print them, to the word a resident would type. */
export const STREET_TYPES: Record<string, string> = {
  st: 'Street',
  street: 'Street',
  ave: 'Avenue',
  avenue: 'Avenue',
  dr: 'Drive',
  rd: 'Road',
  blvd: 'Boulevard',
  pl: 'Place',
  pkwy: 'Parkway',
  way: 'Way',
  ct: 'Court',
  ln: 'Lane',
  cir: 'Circle',
  expy: 'Expressway',
  hwy: 'Highway',
};
