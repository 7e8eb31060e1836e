/**
 * Is a question about this city's local government? The answer decides between a reply from the records, a
 * polite refusal (off-topic) and a pointer to another government (another city, the county, the state or the
 * federal level). Deterministic on purpose: scope is a product rule, not something a model may talk itself out of.
 */
import { city } from '../../city/tulsa.ts';
import { hasPhrase, words } from './text.ts';

/** Words that on their own make a question about local government. */
const STRONG_CIVIC = [
  'council', 'councilor', 'councilors', 'councillor', 'councilmember', 'councilwoman', 'councilman', 'meeting',
  'meetings', 'agenda', 'agendas', 'minutes', 'ordinance', 'ordinances', 'resolution', 'zoning', 'rezoning',
  'rezone', 'district', 'districts', 'mayor', 'vote', 'voted', 'votes', 'voting', 'alert', 'alerts',
  'notification', 'notifications', 'notified', 'campaign', 'campaigns', 'petition', 'petitions', 'organization',
  'organizations', 'group', 'groups', 'volunteer', 'volunteers', 'nonprofit', 'nonprofits', 'representative', 'representatives', 'rep', 'reps', 'government',
  'civic', 'election', 'permit', 'permits', 'budget', 'commission', 'board', 'authority', 'appointment', 'appointed', 'reappointed', 'reappointment', 'appeal',
  'easement', 'hearing', 'ordinance', 'official', 'officials', 'city hall', 'public comment', 'sms', 'subscribe',
  'unsubscribe', 'calendar', 'chair', 'vice-chair', 'executive session', 'settlement', 'lawsuit',
  // How the city spends money is the council's business ("How much did the city spend on the BOK Center?").
  'spend', 'spending', 'spent', 'funding', 'funded', 'appropriation', 'appropriations', 'taxpayer', 'taxpayers',
];

/**
 * Problems residents report to the city's service line rather than to the council: the answer is where to report
 * them (and that the councilor is there if the problem is not fixed), not a refusal.
 */
const SERVICE_REQUEST =
  /\b(pot ?holes?|street ?lights? (?:is |are )?(?:out|broken|not working)|street ?lights?|(?:trash|garbage|recycling|yard waste|bulky (?:waste|trash)) (?:pickup|pick-up|collection|cart|was missed|missed)|missed (?:trash|garbage|recycling|pickup|pick-up)|graffiti|stray (?:dogs?|cats?|animals?)|animal control|(?:water|sewer) (?:leak|main|backup|outage)|fire hydrant|illegal dumping|abandoned (?:car|vehicle|house)|code violation|(?:tall|overgrown) (?:grass|weeds)|traffic (?:signal|light) (?:is |are )?(?:out|broken|not working)|stop sign (?:is )?(?:down|missing)|noise complaint)\b/i;

/** Words about the city that need a record to back them before a question counts as civic. */
const WEAK_CIVIC = [
  'city', 'local', 'street', 'streets', 'sidewalk', 'sidewalks', 'park', 'parks', 'police', 'library',
  'libraries', 'housing', 'water', 'sewer', 'trash', 'neighborhood', 'neighbourhood', 'transit', 'bus', 'tax',
  'taxes', 'bond', 'bonds', 'fees', 'volunteer', 'volunteering', 'community', 'homeless', 'homelessness',
];

/** Topics that are plainly not local government, even when the city's name is in the question. */
const OFF_TOPIC_CUES = [
  'weather', 'forecast', 'recipe', 'recipes', 'cook', 'bake', 'movie', 'movies', 'song', 'songs', 'poem', 'joke',
  'jokes', 'restaurant', 'restaurants', 'pizza', 'super bowl', 'nfl', 'nba', 'score', 'stock', 'stocks',
  'bitcoin', 'crypto', 'celebrity', 'homework', 'python', 'javascript', 'code', 'translate', 'horoscope',
  'dating', 'vacation', 'hotel', 'flight', 'diet', 'workout', 'capital of', 'story', 'essay', 'lyrics',
];

/** Governments other than the city's, with where to look instead. */
const OTHER_GOVERNMENTS: { level: OtherGovernment; patterns: RegExp[] }[] = [
  {
    level: 'state',
    patterns: [/\b(governor|state legislature|legislature|state senate|state house|state representative|state senator|oklahoma legislature|state law|dmv|driver'?s license|state capitol)\b/i],
  },
  {
    level: 'federal',
    patterns: [/\b(congress|congressman|congresswoman|u\.?s\.? senator|us senate|senators?|president|white house|federal|supreme court|irs|social security|farm bill)\b/i],
  },
  { level: 'county', patterns: [/\b(county commission(ers?)?|tulsa county|county sheriff|county assessor|county clerk|county court)\b/i] },
  { level: 'school', patterns: [/\b(school board|tulsa public schools|tps board|superintendent)\b/i] },
];

const OTHER_CITIES = [
  'oklahoma city', 'okc', 'norman', 'broken arrow', 'owasso', 'sand springs', 'jenks', 'bixby', 'sapulpa', 'edmond',
  'stillwater', 'dallas', 'houston', 'austin', 'chicago', 'los angeles', 'new york', 'nyc', 'kansas city',
  'wichita', 'denver', 'little rock', 'san francisco', 'boston', 'seattle', 'atlanta', 'miami', 'phoenix',
];

export type OtherGovernment = 'federal' | 'state' | 'county' | 'school' | 'other_city';

export type Scope =
  | { kind: 'greeting'; thanks: boolean }
  | { kind: 'off_topic' }
  | { kind: 'other_government'; level: OtherGovernment; place?: string }
  | { kind: 'city_service'; what: string }
  | { kind: 'in_scope'; strong: boolean };

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|thanks|thank you|thx|ok(ay)?|cool|great)( there)?[\s!.,]*(thanks|thank you)?[\s!.,:)]*$/i;

function hasAny(text: string, list: readonly string[]): boolean {
  return list.some((w) => hasPhrase(text, w));
}

/** The other city a question names, if any ("the mayor of Dallas", "Oklahoma City council"). */
function otherCity(text: string): string | undefined {
  const own = city.name.toLowerCase();
  const known = OTHER_CITIES.find((c) => hasPhrase(text, c));
  if (known) return known;
  const named = /\b(?:city|mayor|council|city council) of ([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)/.exec(text)?.[1];
  return named && named.toLowerCase() !== own ? named : undefined;
}

/**
 * Classifies the question. `knownEntity` says whether it names something in our records (an organization,
 * a councilor, a meeting keyword, a topic): that turns weak city words into a civic question.
 */
export function classifyScope(text: string, knownEntity: boolean): Scope {
  const trimmed = text.trim();
  if (GREETING.test(trimmed)) return { kind: 'greeting', thanks: /thank|thx/i.test(trimmed) };
  const mentionsCity = hasPhrase(trimmed, city.name);

  for (const gov of OTHER_GOVERNMENTS) {
    if (gov.patterns.some((p) => p.test(trimmed))) {
      // "Tulsa County" names the city but is the county: the county rule wins there.
      if (gov.level === 'county' || !mentionsCity || !hasAny(trimmed, ['city council', 'councilor', 'council'])) {
        return { kind: 'other_government', level: gov.level };
      }
    }
  }
  const place = otherCity(trimmed);
  if (place && !mentionsCity) return { kind: 'other_government', level: 'other_city', place };

  const service = SERVICE_REQUEST.exec(trimmed)?.[1];
  if (service) return { kind: 'city_service', what: service.toLowerCase() };

  const strong = hasAny(trimmed, STRONG_CIVIC);
  if (hasAny(trimmed, OFF_TOPIC_CUES) && !strong) return { kind: 'off_topic' };
  if (strong) return { kind: 'in_scope', strong: true };
  if (knownEntity) return { kind: 'in_scope', strong: false };
  if (hasAny(trimmed, WEAK_CIVIC) && words(trimmed).length <= 4) return { kind: 'in_scope', strong: false };
  return { kind: 'off_topic' };
}
