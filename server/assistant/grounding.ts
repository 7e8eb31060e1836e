/**
 * Checks a model's answer against the records it was given before anyone sees it: every cited record must be
 * one of them, every link must point to one of them, and every figure and proper name must appear in them (or
 * in the question). An answer that fails is rejected whole: a half-true answer is worse than the offline one.
 */
import type { CityConfig } from '#contract/city.ts';
import type { ChatSource } from '#contract/chat.ts';
import { type RetrievedRecord, link } from './sources.ts';

/** `[meeting:12]`, `[organization:youth-hub]` ... as the prompt asks the model to cite. */
const CITATION = /\[(meeting|councilor|organization|campaign|topic|page):([A-Za-z0-9_-]+)\]/g;

export type GroundingResult =
  | { ok: true; response: string; sources: ChatSource[] }
  | { ok: false; reason: string };

/** Words that may be capitalised without a record naming them. */
const ALLOWED_NAMES = new Set(
  `i a the this that these those it its if in on at for of and or but to by from with as is are was were be
  you your we our they he she there here when what which who how where why yes no not no_answer
  city council councilor councilors district districts mayor meeting meetings committee agenda item items minutes
  ordinance ordinances resolution vote votes voted aye nay absent approved passed carried denied motion source sources
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december am pm a.m p.m get notified contact representatives find your organizations
  campaigns email sms public works urban economic development regular special chair vice
  el la los las un una de del en y o que es su sus usted ustedes este esta estos estas según segun también tambien
  no sí si distrito distritos concejo concejal concejala concejales alcalde alcaldesa reunión reunion reuniones
  comité comite punto puntos acta actas votación votacion votaciones ordenanza resolución resolucion moción mocion
  municipal ciudad aprobó aprobo aprobada aprobado lunes martes miércoles miercoles jueves viernes sábado sabado
  domingo`.split(/\s+/),
);

function refKey(s: ChatSource): string {
  return `${s.type}:${s.id}`;
}

function numbersIn(text: string): string[] {
  return (text.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? []).map((n) => n.replace(/\.0+$/, ''));
}

/** Capitalised words that are not at the start of a sentence or a line. */
function properNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![.!?:\n]\s*|^)(?<=[\s(*_])([A-Z][\p{L}'’-]{2,})/gu)) out.push(m[1]!);
  return out;
}

/** Validates the model's markdown and turns its citations into links to the sources. */
export function checkAgainstSources(answer: string, records: RetrievedRecord[], question: string, city: CityConfig): GroundingResult {
  const byRef = new Map(records.map((r) => [refKey(r.source), r]));
  const cited: RetrievedRecord[] = [];
  for (const m of answer.matchAll(CITATION)) {
    const record = byRef.get(`${m[1]}:${m[2]}`);
    if (!record) return { ok: false, reason: `cites ${m[1]}:${m[2]}, which is not among the retrieved records` };
    if (!cited.includes(record)) cited.push(record);
  }
  if (cited.length === 0) return { ok: false, reason: 'cites no record' };

  const allowedUrls = new Set(records.map((r) => r.source.url));
  for (const m of answer.matchAll(/\]\(([^)\s]+)\)|(https?:\/\/[^\s)>\]]+)|(\/(?:meetings|organizations|campaigns|councilors)\/[\w-]+)/g)) {
    const url = m[1] ?? m[2] ?? m[3]!;
    if (!allowedUrls.has(url)) return { ok: false, reason: `links ${url}, which is not a retrieved record` };
  }

  const evidence = `${records.map((r) => `${r.source.title}\n${r.facts}`).join('\n')}\n${question}\n${city.name} ${city.state} ${city.councilName} ${city.districtCount}`;
  const withoutCitations = answer.replace(CITATION, ' ').replace(/^\s*(?:\d+[.)]|[-*•])\s+/gm, '');
  const knownNumbers = new Set(numbersIn(evidence));
  for (const n of numbersIn(withoutCitations)) {
    if (!knownNumbers.has(n)) return { ok: false, reason: `states the figure ${n}, which no record contains` };
  }
  const lowerEvidence = evidence.toLowerCase();
  for (const name of properNames(withoutCitations)) {
    const lower = name.toLowerCase();
    if (!ALLOWED_NAMES.has(lower) && !lowerEvidence.includes(lower)) {
      return { ok: false, reason: `names "${name}", which no record contains` };
    }
  }

  const response = answer.replace(CITATION, (_all, type: string, id: string) => ` (${link(byRef.get(`${type}:${id}`)!.source)})`).replace(/ +\(/g, ' (').trim();
  return { ok: true, response, sources: cited.map((r) => r.source) };
}
