/**
 * Phrases for summaries: an item's wording made plain (appeals named as appeals, no sponsor), cut to a whole
 * phrase that never ends on a dangling word or inside a figure, and turned into sentences.
 */

/** The text as a sentence: capitalised, one full stop. */
export function sentence(text: string): string {
  const t = text.trim().replace(/[\s.…,;:]+$/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
}

/** Lower-cases a common first word ("Ordinance"), never a name ("Tige Rodgers"). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

// Words a phrase must not end on once shortened: "... amending Title 27, Section 302, of" reads as cut off.
const DANGLING =
  /[\s,;:([–—-]+$|\s+(?:a|an|the|of|to|for|and|or|in|on|at|by|with|from|as|per|its|their|that|which|located|between|into|within|under|over|through|upon|against|toward|towards|via|about|than|v\.?|vs\.?|recognized|received|transferred|requested|made|provided|funded|allocated|generated|collected|derived)$/i;

/**
 * A complete phrase of at most `max` characters: cut at a clause boundary (";", " pursuant to", a bracket) when
 * one falls late enough, else at the last comma or word, never ending on a dangling word or punctuation.
 */
export function phrase(text: string, max: number): string {
  let t = plainer(text);
  if (t.length <= max) {
    t = t.replace(/[\s.,;:]+$/, '');
    while (DANGLING.test(t)) t = t.replace(DANGLING, '');
    return t;
  }
  // A first sentence long enough to say what the item is ends the phrase.
  const firstSentence = /^.{40,}?[a-z)]\.(?=\s+[A-Z])/.exec(t.slice(0, max + 1));
  if (firstSentence) return firstSentence[0].replace(/\.$/, '');
  const boundary = /;|\s\(|\s\[|,?\s+(?:pursuant to|as required by|per Council Rules|in accordance with|for property located|located (?:at|north|south|east|west))\b/gi;
  let cut = -1;
  for (const m of t.matchAll(boundary)) if (m.index >= 40 && m.index <= max) cut = m.index;
  if (cut < 0) {
    // Else before the last connecting word that fits, so what is left is a whole noun phrase ("supplemental
    // appropriations of $4,102,000"), or at the last comma; a comma inside a figure ("$1,200,000") is no boundary.
    const connector = /,\s|\s(?=(?:from|between|for|to|in|into|with|by|at|on|which|that|who|under|through|against)\s)/g;
    for (const m of t.matchAll(connector)) if (m.index >= 50 && m.index <= max) cut = m.index;
    if (cut < 0) cut = t.lastIndexOf(' ', max);
  }
  t = t.slice(0, cut > 0 ? cut : max).replace(/[\s.]+$/, '');
  while (DANGLING.test(t)) t = t.replace(DANGLING, '');
  return t;
}

/** Item wording made plainer without changing what it says: figures once, appeals named as appeals. */
export function plainer(text: string): string {
  return text
    .replace(/…$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^Hearing and possible action upholding or denying an appeal to the City Council requested by/i, 'the appeal requested by')
    .replace(/^Hearing of an appeal from a hearing officer's decision requested by/i, 'the appeal requested by')
    .replace(/^Exit (?:the )?Executive Session to discuss and possibly take action on (?:the )?/i, '')
    // The sponsor printed last, "(Patrick)", and routing notes are not part of what the item is.
    .replace(/\s*\((?:[A-Z][A-Za-z'’-]+(?:\s[A-Z][A-Za-z'’-]+)?(?:,\s*|\s+and\s+)?)+\)\s*$/, '')
    .replace(/[\s.]+$/, '');
}

/** "Ordinance amending ..." as the object of a sentence: "the Ordinance amending ...". */
export function withArticle(subject: string): string {
  return subject.replace(
    /^(Ordinance|Resolution|Rezoning Application|Rezoning Ordinance|Change Order|Contract|Agreement|Amendment|Application|Request|Settlement|Travel authorization|Donation)\b/i,
    (m) => `the ${m}`,
  );
}
