/**
 * The city's own words in its minutes (`CityConfig.vocabulary`: its name, its state, the named things every
 * set of its minutes repeats), which say nothing about what one meeting is about. Built once per city, on
 * first use, and kept in the city's context (decision 020).
 */
import type { CityContext } from '#city/context.ts';
import { BOILERPLATE_NAMES, LEADING_WORDS } from './keyword-lists.ts';

interface CityVocabulary {
  boilerplateWords: Set<string>;
  boilerplateNames: Set<string>;
  /** Leading words stripped from a name: articles, the city's own leading names, then LEADING_WORDS. */
  leadingNoise: RegExp;
  /** "..., of the City of <name>" and "... - <name>" at the end of a title. */
  trailingCity: RegExp;
  trailingDash: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A named thing every set of minutes repeats, generic or the city's own (`key` is lower case). */
export function isBoilerplateName(city: CityContext, key: string): boolean {
  return BOILERPLATE_NAMES.has(key) || cityVocabulary(city).boilerplateNames.has(key);
}

/** The city's vocabulary, built once per city and kept in its context. */
export function cityVocabulary(city: CityContext): CityVocabulary {
  return city.cached('vocabulary', () => {
    const { config } = city;
    const name = escapeRegExp(config.name);
    return {
      boilerplateWords: new Set(config.vocabulary.boilerplateWords.map((w) => w.toLowerCase())),
      boilerplateNames: new Set(config.vocabulary.boilerplateNames.map((n) => n.toLowerCase())),
      leadingNoise: new RegExp(`^(?:(?:${['The', 'A', 'An', 'This', ...config.vocabulary.leadingNames.map(escapeRegExp), LEADING_WORDS].join('|')})\\s+)+`),
      trailingCity: new RegExp(`\\s+of\\s+(?:the\\s+)?City\\s+of\\s+${name}$`),
      trailingDash: new RegExp(`\\s+-\\s+${name}$`),
    };
  });
}
