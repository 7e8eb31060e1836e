/**
 * Is a message about this city's local government? One definition for the server's assistant (which then answers
 * from the records, refuses, or points to another government) and for the browser's local fallback reply (spec §8,
 * used when the assistant cannot be reached), so a question is civic on both sides or on neither (decision 017).
 * Deterministic on purpose: scope is a product rule, not something a model may talk itself out of.
 *
 * The spec's civic keywords (the city's name, city, council, meeting, campaign, civic, government, local, mayor,
 * election, petition, notification) all count; so do the further words below, which the assistant was already
 * answering from the records (a pothole to report, what the city spent on an arena).
 *
 * Spanish questions are understood too (issue #20): each list carries its Spanish words next to the English ones,
 * written with their accents; matching ignores accents, since residents often type "reunion" for "reunión".
 */

/** The spec §8 keywords with their plurals and derived forms, matched as whole words. */
const SPEC_CIVIC = [
  'council', 'councils', 'meeting', 'meetings', 'campaign', 'campaigns', 'civic', 'civics', 'government',
  'governments', 'mayor', 'mayors', 'mayoral', 'election', 'elections', 'petition', 'petitions', 'notification',
  'notifications',
  // Spanish
  'concejo', 'concejos', 'cabildo', 'reunión', 'reuniones', 'campaña', 'campañas', 'cívico', 'cívica', 'cívicos',
  'gobierno', 'gobiernos', 'alcalde', 'alcaldesa', 'alcaldía', 'elección', 'elecciones', 'petición', 'peticiones',
  'notificación', 'notificaciones',
];

/** "City" and "local" make a question civic unless it is plainly about something else ("a good pizza place in the city"). */
const SPEC_PLACE_WORDS = ['city', 'cities', 'citywide', 'local', 'locally', 'ciudad', 'ciudades', 'municipal', 'localmente'];

/** Words that on their own make a question about local government, whatever else it mentions. */
const STRONG_CIVIC = [
  ...SPEC_CIVIC,
  'councilor', 'councilors', 'councillor', 'councilmember', 'councilwoman', 'councilman', 'agenda', 'agendas',
  'minutes', 'ordinance', 'ordinances', 'resolution', 'zoning', 'rezoning', 'rezone', 'district', 'districts',
  'vote', 'voted', 'votes', 'voting', 'alert', 'alerts', 'notified', 'organization', 'organizations', 'group',
  'groups', 'volunteer', 'volunteers', 'nonprofit', 'nonprofits', 'representative', 'representatives', 'rep', 'reps',
  'permit', 'permits', 'budget', 'commission', 'board', 'authority', 'appointment', 'appointed', 'reappointed',
  'reappointment', 'appeal', 'easement', 'hearing', 'official', 'officials', 'city hall', 'public comment', 'sms',
  'subscribe', 'unsubscribe', 'calendar', 'chair', 'vice-chair', 'executive session', 'settlement', 'lawsuit',
  // How the city spends money is the council's business ("How much did the city spend on the BOK Center?").
  'spend', 'spending', 'spent', 'funding', 'funded', 'appropriation', 'appropriations', 'taxpayer', 'taxpayers',
  // Spanish
  'concejal', 'concejala', 'concejales', 'concejalas', 'miembro del concejo', 'comité', 'comités', 'agenda', 'orden del día', 'acta',
  'actas', 'ordenanza', 'ordenanzas', 'resolución', 'resoluciones', 'zonificación', 'rezonificación', 'distrito',
  'distritos', 'votó', 'votaron', 'votar', 'voto', 'votos', 'votación', 'votaciones', 'alerta', 'alertas',
  'organización', 'organizaciones', 'grupo', 'grupos', 'voluntario', 'voluntarios', 'voluntaria', 'voluntariado',
  'sin fines de lucro', 'representante', 'representantes', 'permiso', 'permisos', 'presupuesto', 'comisión',
  'junta', 'autoridad', 'nombramiento', 'nombrado', 'nombrada', 'nombraron', 'apelación', 'audiencia',
  'funcionario', 'funcionarios', 'ayuntamiento', 'comentario público', 'comentarios públicos', 'suscribirme',
  'suscribir', 'suscripción', 'darme de baja', 'calendario', 'presidente del concejo', 'sesión ejecutiva', 'acuerdo',
  'demanda', 'gastar', 'gastó', 'gasto', 'gastos', 'financiamiento', 'fondos', 'contribuyentes',
];

/** Spanish problems for the service line, matched on the text without accents (see `foldAccents`). */
const SERVICE_REQUEST_ES =
  /\b(baches?|(?:farolas?|luminarias?|postes? de luz|alumbrado(?: publico)?)(?: (?:apagad[oa]s?|fundid[oa]s?|no funciona\w*))?|(?:recoleccion|recogida) de (?:basura|reciclaje)|(?:la )?basura (?:no (?:la )?(?:recogieron|pasaron)|sin recoger)|grafitis?|perros? callejeros?|animales? callejeros?|control de animales|fugas? de agua|hidrante|tiradero ilegal|basura tirada|carro abandonado|coche abandonado|casa abandonada|semaforo (?:apagado|descompuesto|no funciona)|queja (?:de|por) ruido)\b/i;

/**
 * Problems residents report to the city's service line rather than to the council: the answer is where to report
 * them (and that the councilor is there if the problem is not fixed), not a refusal.
 */
const SERVICE_REQUEST =
  /\b(pot ?holes?|street ?lights? (?:is |are )?(?:out|broken|not working)|street ?lights?|(?:trash|garbage|recycling|yard waste|bulky (?:waste|trash)) (?:pickup|pick-up|collection|cart|was missed|missed)|missed (?:trash|garbage|recycling|pickup|pick-up)|graffiti|stray (?:dogs?|cats?|animals?)|animal control|(?:water|sewer) (?:leak|main|backup|outage)|fire hydrant|illegal dumping|abandoned (?:car|vehicle|house)|code violation|(?:tall|overgrown) (?:grass|weeds)|traffic (?:signal|light) (?:is |are )?(?:out|broken|not working)|stop sign (?:is )?(?:down|missing)|noise complaint)\b/i;

/** Words about the city that count only in a short question, or one naming something in the records. */
const WEAK_CIVIC = [
  'street', 'streets', 'sidewalk', 'sidewalks', 'park', 'parks', 'police', 'library', 'libraries', 'housing',
  'water', 'sewer', 'trash', 'neighborhood', 'neighbourhood', 'transit', 'bus', 'tax', 'taxes', 'bond', 'bonds',
  'fees', 'volunteering', 'community', 'homeless', 'homelessness',
  // Spanish
  'calle', 'calles', 'banqueta', 'banquetas', 'acera', 'aceras', 'parque', 'parques', 'policía', 'biblioteca',
  'bibliotecas', 'vivienda', 'agua', 'drenaje', 'basura', 'vecindario', 'barrio', 'transporte', 'autobús',
  'impuesto', 'impuestos', 'bono', 'bonos', 'cuotas', 'comunidad', 'personas sin hogar', 'indigentes',
];

/** Topics that are plainly not local government, even when the city's name is in the question. */
const OFF_TOPIC_CUES = [
  'weather', 'forecast', 'recipe', 'recipes', 'cook', 'bake', 'movie', 'movies', 'song', 'songs', 'poem', 'joke',
  'jokes', 'restaurant', 'restaurants', 'pizza', 'super bowl', 'nfl', 'nba', 'score', 'stock', 'stocks',
  'bitcoin', 'crypto', 'celebrity', 'homework', 'python', 'javascript', 'code', 'translate', 'horoscope',
  'dating', 'vacation', 'hotel', 'flight', 'diet', 'workout', 'capital of', 'story', 'essay', 'lyrics',
  // Spanish
  'clima', 'pronóstico', 'receta', 'recetas', 'cocinar', 'hornear', 'película', 'películas', 'canción',
  'canciones', 'poema', 'chiste', 'chistes', 'restaurante', 'restaurantes', 'fútbol', 'partido', 'marcador',
  'acciones de bolsa', 'criptomonedas', 'famoso', 'famosos', 'tarea', 'código', 'traduce', 'traducir',
  'horóscopo', 'vacaciones', 'vuelo', 'dieta', 'ejercicio', 'capital de', 'cuento', 'ensayo', 'letra de',
];

/** Governments other than the city's. */
export type OtherGovernment = 'federal' | 'state' | 'county' | 'school' | 'other_city';

/** The city's own names for the governments around it and its neighbours (`CityConfig.scope`). */
export interface LocalScopeWords {
  residentWords: string[];
  stateGovernment: string[];
  countyGovernment: string[];
  schoolGovernment: string[];
  otherCities: string[];
  /** The city's other names (`CityConfig.scope.ownNames`); absent means none. */
  ownNames?: string[];
}

const escapeRegExp = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (generic: string, local: string[]) => [generic, ...local.map(escapeRegExp)].join('|');

/** The generic words for each other government, with the city's own names of them added. */
function otherGovernments(local: LocalScopeWords): { level: OtherGovernment; pattern: RegExp }[] {
  return [
    {
      level: 'state',
      pattern: new RegExp(
        `\\b(${alternatives("governor|state legislature|legislature|state senate|state house|state representative|state senator|state law|dmv|driver'?s license|state capitol|gobernador(?:a)?|legislatura(?: estatal)?|senado estatal|ley estatal|licencia de conducir|capitolio estatal", local.stateGovernment)})\\b`,
        'i',
      ),
    },
    {
      level: 'federal',
      pattern: /\b(congress|congressman|congresswoman|u\.?s\.? senator|us senate|senators?|president|white house|federal|supreme court|irs|social security|farm bill|congreso|congresista|senador(?:a|es)?|presidente de (?:los )?estados unidos|casa blanca|gobierno federal|corte suprema|seguro social)\b/i,
    },
    {
      level: 'county',
      pattern: new RegExp(`\\b(${alternatives('county commission(ers?)?|county sheriff|county assessor|county clerk|county court|comisionados? del condado|sheriff del condado', local.countyGovernment)})\\b`, 'i'),
    },
    { level: 'school', pattern: new RegExp(`\\b(${alternatives('school board|superintendent|junta escolar|superintendente', local.schoolGovernment)})\\b`, 'i') },
  ];
}

/** Large cities anywhere; the city's neighbours come from its configuration. */
const OTHER_CITIES = [
  'dallas', 'houston', 'austin', 'chicago', 'los angeles', 'kansas city', 'wichita', 'denver',
  'little rock', 'san francisco', 'boston', 'seattle', 'atlanta', 'miami', 'phoenix',
];

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|thanks|thank you|thx|ok(ay)?|cool|great)( there)?[\s!.,]*(thanks|thank you)?[\s!.,:)]*$/i;
/** The same in Spanish, on the text without accents ("¡Hola!", "buenos días", "muchas gracias"). */
const GREETING_ES = /^[\s¡!]*(hola|buen(?:os|as)? (?:dias|tardes|noches)|saludos|gracias|muchas gracias|mil gracias|vale|perfecto|excelente|muy bien)[\s!.,]*(gracias|muchas gracias)?[\s!.,:)]*$/i;

export type CivicScope =
  | { kind: 'greeting'; thanks: boolean }
  | { kind: 'off_topic' }
  | { kind: 'other_government'; level: OtherGovernment; place?: string }
  | { kind: 'city_service'; what: string }
  | { kind: 'in_scope'; strong: boolean };

/** The text without accents ("reunión" → "reunion"), so Spanish matches whether or not the resident typed them. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Whether the text contains the phrase as whole words (case-insensitive, accents ignored). */
export function hasPhrase(text: string, phrase: string): boolean {
  const escaped = foldAccents(phrase.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(foldAccents(text.toLowerCase()));
}

function hasAny(text: string, list: readonly string[]): boolean {
  return list.some((w) => hasPhrase(text, w));
}

function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The other city a question names, if any ("the mayor of Dallas", a neighbour's council). */
function otherCity(text: string, cityName: string, local: LocalScopeWords): string | undefined {
  // A name inside the city's own ("river city" in "big river city") or one of its other names is the city itself.
  const isOwn = (name: string) => hasPhrase(cityName, name) || (local.ownNames ?? []).some((own) => hasPhrase(own, name));
  const known = [...local.otherCities, ...OTHER_CITIES].find((c) => hasPhrase(text, c) && !isOwn(c));
  if (known) return known;
  const named =
    /\b(?:city|mayor|council|city council) of ([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)/.exec(text)?.[1] ??
    /\b(?:ciudad|alcalde|alcaldesa|concejo(?: municipal)?) de ([A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?)/.exec(foldAccents(text))?.[1];
  return named && !isOwn(named) ? named : undefined;
}

/** Whether the text names the city, by its name or one of its other names. */
function namesCity(text: string, cityName: string, local: LocalScopeWords): boolean {
  return hasPhrase(text, cityName) || (local.ownNames ?? []).some((own) => hasPhrase(text, own));
}

export interface CivicScopeOptions {
  /** The city this build serves; its name counts as a civic word. */
  cityName: string;
  /** The city's own words (`CityConfig.scope`). */
  local: LocalScopeWords;
  /**
   * Whether the message names something in the records (an organization, a councilor, a meeting keyword, a topic):
   * that turns weak city words into a civic question. Only the server knows; the browser's fallback passes false.
   */
  knownEntity?: boolean;
}

/** Classifies a message: a greeting, off-topic, another government's business, a problem to report, or civic. */
export function civicScope(text: string, { cityName, local, knownEntity = false }: CivicScopeOptions): CivicScope {
  const trimmed = text.trim();
  const folded = foldAccents(trimmed);
  if (GREETING.test(trimmed) || GREETING_ES.test(folded)) return { kind: 'greeting', thanks: /thank|thx|gracias/i.test(trimmed) };
  const mentionsCity = namesCity(trimmed, cityName, local);

  for (const gov of otherGovernments(local)) {
    if (gov.pattern.test(folded)) {
      // A county named after the city names the city but is the county: the county rule wins there.
      if (gov.level === 'county' || !mentionsCity || !hasAny(trimmed, ['city council', 'councilor', 'council', 'concejo', 'concejal'])) {
        return { kind: 'other_government', level: gov.level };
      }
    }
  }
  const place = otherCity(trimmed, cityName, local);
  if (place && !mentionsCity) return { kind: 'other_government', level: 'other_city', place };

  const service = SERVICE_REQUEST.exec(trimmed)?.[1] ?? SERVICE_REQUEST_ES.exec(folded)?.[1];
  if (service) return { kind: 'city_service', what: service.toLowerCase() };

  const strong = hasAny(trimmed, STRONG_CIVIC);
  if (strong) return { kind: 'in_scope', strong: true };
  if (hasAny(trimmed, OFF_TOPIC_CUES)) return { kind: 'off_topic' };
  if (mentionsCity || hasAny(trimmed, SPEC_PLACE_WORDS) || knownEntity) return { kind: 'in_scope', strong: false };
  if (hasAny(trimmed, WEAK_CIVIC) && wordCount(trimmed) <= 4) return { kind: 'in_scope', strong: false };
  return { kind: 'off_topic' };
}

/** Whether the scope is the city's civic business: answered from the records (or pointed to the city's service line). */
export function isCivic(scope: CivicScope): boolean {
  return scope.kind === 'in_scope' || scope.kind === 'city_service';
}
