/**
 * Which of the glossary's words an item's text uses (issue 30), so the page can explain them where they appear.
 * Zod-free: the browser's meeting page uses it. An alias is matched as a whole word, case-insensitively, except an
 * all-capitals one ("PUD", "FY"), which only matches in capitals, so "fy" or "bid" inside a name do not count.
 */
import type { GlossaryTerm } from './plain.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function aliasPattern(alias: string): RegExp {
  const capitals = alias === alias.toUpperCase() && /[A-Z]/.test(alias);
  return new RegExp(`(?<!\\w)${escape(alias)}(?!\\w)`, capitals ? '' : 'i');
}

const patterns = new WeakMap<GlossaryTerm, RegExp[]>();

/** The terms whose words the text uses, in the order they first appear, at most `max`. */
export function glossaryTermsIn(text: string, terms: readonly GlossaryTerm[], max = 3): GlossaryTerm[] {
  const found: { term: GlossaryTerm; at: number }[] = [];
  for (const term of terms) {
    let compiled = patterns.get(term);
    if (!compiled) {
      compiled = term.aliases.map(aliasPattern);
      patterns.set(term, compiled);
    }
    const at = Math.min(...compiled.map((re) => text.search(re)).filter((i) => i >= 0));
    if (Number.isFinite(at)) found.push({ term, at });
  }
  return found.sort((a, b) => a.at - b.at).slice(0, max).map((f) => f.term);
}
