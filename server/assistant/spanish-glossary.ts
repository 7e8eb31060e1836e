/**
 * The subject of a Spanish question in the words the records use. The minutes are published in English, so a
 * resident asking about "la zonificación" must find "zoning": each Spanish civic word below maps to the English
 * words a record would carry. Names and numbers ("Z-7792", "Route 66", "Bellis") need no translation and pass
 * through; a Spanish word not listed is kept as typed (a cognate may still match; if nothing does,
 * the reply says it found nothing rather than guessing). Keys are lower case without accents.
 *
 * Looked up through a Map, never by indexing an object: a plain object answers "constructor" (an everyday Spanish
 * word: builder, contractor), "toString" or "__proto__" with what every object inherits, which broke the reply
 * with a 500 (issue #35).
 */
import { foldAccents } from '#contract/civic-scope.ts';

const GLOSSARY = new Map<string, string>(Object.entries({
  resolucion: 'resolution', resoluciones: 'resolution', ordenanza: 'ordinance', ordenanzas: 'ordinance',
  zonificacion: 'zoning', rezonificacion: 'rezoning', rezonificar: 'rezoning', presupuesto: 'budget',
  parque: 'park', parques: 'parks', vivienda: 'housing', viviendas: 'housing', calle: 'street', calles: 'streets',
  policia: 'police', bomberos: 'fire', agua: 'water', drenaje: 'sewer', basura: 'trash', reciclaje: 'recycling',
  transporte: 'transit', autobus: 'bus', autobuses: 'bus', biblioteca: 'library', bibliotecas: 'library',
  impuesto: 'tax', impuestos: 'tax', seguridad: 'safety', desfile: 'parade', navidad: 'christmas',
  navideno: 'christmas', donacion: 'donation', donaciones: 'donation', apelacion: 'appeal', molestia: 'nuisance',
  molestias: 'nuisance', nombramiento: 'appointment', nombramientos: 'appointment', nombrado: 'appointed',
  nombrada: 'appointed', nombraron: 'appointed', comision: 'commission', comisiones: 'commission',
  derechos: 'rights', humanos: 'human', asiaticos: 'asian', asuntos: 'affairs', maraton: 'marathon',
  supermercado: 'grocery', tienda: 'store', montana: 'mountain', opioides: 'opioid', acuerdo: 'settlement',
  dinero: 'money', fondos: 'funds', mayores: 'senior', ancianos: 'senior', tercera: 'senior', edad: 'citizens',
  programas: 'programs', programa: 'program', presidente: 'chair', presidenta: 'chair', vicepresidente: 'vice chair',
  eleccion: 'election', elegido: 'elected', elegida: 'elected', eligieron: 'elected', reglas: 'rules',
  reglamento: 'rules', enmienda: 'amendment', pagos: 'payments', pago: 'payment', cancelada: 'cancelled',
  cancelado: 'cancelled', cancelaron: 'cancelled', torres: 'towers', antenas: 'towers', celulares: 'cell',
  comentarios: 'comments', publicos: 'public', publico: 'public', residentes: 'residents', vecinos: 'residents',
  artes: 'arts', arte: 'art', panel: 'panel', revision: 'review', puerto: 'port', instalaciones: 'facilities',
  autoridad: 'authority', incremento: 'increment', capacitacion: 'training', entrenamiento: 'training',
  sala: 'room', descanso: 'breakroom', fundacion: 'foundation', bache: 'pothole', baches: 'potholes',
  alumbrado: 'streetlight', farola: 'streetlight', farolas: 'streetlight', arboles: 'trees', arbol: 'tree',
  jovenes: 'youth', ninos: 'kids', salud: 'health', comida: 'food', hambre: 'hunger', empleos: 'jobs',
  empleo: 'jobs', trabajo: 'jobs', negocios: 'business', inmigrantes: 'immigrant', justicia: 'justice',
  historia: 'history', historico: 'historic', medio: 'environment', ambiente: 'environment', clima: 'climate',
  desamparados: 'homeless', indigentes: 'homeless', hogar: 'homeless', banquetas: 'sidewalks', aceras: 'sidewalks',
  bicicleta: 'bike', bicicletas: 'bike', trafico: 'traffic', cultura: 'culture', musica: 'music',
  constructor: 'contractor', constructores: 'contractor', contratista: 'contractor', contratistas: 'contractor',
}));

/** The subject words of a Spanish question as the records would say them; other words are returned unchanged. */
export function toRecordWords(subjectWords: string[]): string[] {
  return subjectWords.flatMap((w) => (GLOSSARY.get(foldAccents(w.toLowerCase())) ?? w).toLowerCase().split(' '));
}

/** A whole Spanish question with its civic words in the records' English, to recognise what it names. */
export function inRecordWords(text: string): string {
  return toRecordWords(foldAccents(text).split(/\s+/).map((w) => w.replace(/^[¿¡(]+|[?!.,;:)]+$/g, ''))).join(' ');
}
