/**
 * Word handling for the assistant: the same tokens for questions and records, so "rezonings" finds
 * "rezoning" and "parks" finds "park". Deliberately crude (suffix stripping, not a real stemmer): the records
 * are few and short, and a predictable match beats a clever one the eval cannot explain.
 */

import type { CityContext } from '#city/context.ts';
import type { CityConfig } from '#contract/city.ts';
import { plainLineFor } from '../plain/plain-line.ts';

const STOP_WORDS = new Set(
  `a an the and or but of to in on at by for from with about into over under after before as is are was were be
  been being do does did done have has had i me my mine we our you your he she it its they them their this that
  these those what which who whom whose when where why how can could would should will shall may might must
  any some all there here then than so if not no yes please tell show give know find get let us also just
  up down out off more most much many very really thing things anything something ever recent recently latest
  last next new one ones am pm vote voted voting council councilor councilors city meeting meetings
  decide decided decision decisions approve approved say said happen happened about regarding concerning
  like want need look looking help info information mean
  el la los las lo le les un una unos unas de del al y e o u que cual cuales quien quienes cuando donde como por
  para con sin sobre en es son fue fueron ser esta este estos estas ese esa eso hay se su sus mi mis me nos yo
  usted ustedes ha han he hizo hicieron puede pueden podria quiero quisiera saber decir dime digame informacion
  ayuda acerca respecto algo alguna alguno mas muy ya tambien pero si no concejo concejal concejala concejales
  ciudad reunion reuniones sesion voto votos voto votaron votacion decidio decidieron decision aprobo aprobaron
  aprobado aprobada paso pasa ocurrio sucedio ultima ultimo reciente proxima proximo nuevo nueva tema asunto`.split(/\s+/),
);

/** The city's name and what its residents are called say nothing about the subject: every question is the city's. */
function isCityWord(word: string, city: CityConfig): boolean {
  return word === city.name.toLowerCase() || city.scope.residentWords.includes(word);
}

/** Lower-case words of letters and digits (hyphenated words stay whole, e.g. `z-7792`, `hall-harper`). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** A word reduced to a crude stem: plurals and common endings removed. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('es') && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  return w;
}

/** The meaningful words of a question about `city`, stemmed and without stop words, the city's own words or single letters. */
export function contentTerms(text: string, city: CityConfig): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOP_WORDS.has(w) || isCityWord(w, city) || (w.length < 2 && !/\d/.test(w))) continue;
    const s = stem(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** A set of stems of a record's text, for overlap scoring. */
export function stemSet(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/** How many of the terms occur in the text's stems. */
export function overlap(terms: string[], stems: Set<string>): number {
  return terms.reduce((n, t) => n + (stems.has(t) ? 1 : 0), 0);
}

/** Whether the text contains the phrase as whole words (one definition with the scope rules). */
export { hasPhrase } from '#contract/civic-scope.ts';

/** Collapses whitespace and cuts to `max` characters on a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[,;:.\s]+$/, '')}…`;
}

/** Markdown-safe text: characters that would start markup or a link are escaped. */
export function mdEscape(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** An item's plain line (issue 30), escaped for markdown, for `Wording.recordTitle`; null for an item of no known kind. */
export function escapedPlain(city: CityContext, title: string): { en: string; es: string } | null {
  const plain = plainLineFor(city, title);
  return plain ? { en: mdEscape(plain.en), es: mdEscape(plain.es) } : null;
}
