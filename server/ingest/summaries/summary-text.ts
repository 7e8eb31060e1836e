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
  /[\s,;:([–—-]+$|\s+(?:a|an|the|of|to|for|and|or|in|on|at|by|with|from|as|per|its|their|that|which|located|between|into|within|under|over|through|upon|against|toward|towards|via|about|than|v\.?|vs\.?|recognized|received|transferred|requested|made|provided|funded|allocated|generated|collected|derived|filed|situated|scheduled|starting|held|enacted|related)$/i;

// Endings that leave a phrase hanging though no word above dangles: a verb waiting for its participle ("grant revenues
// to be"), a number's label without the number ("Case No", "Project No"), a name cut at its abbreviation ("E. 41st
// St", "Eller & Detrich, P.C", "Martin Luther King, Jr", "Sheila Buck v"), a street direction ("1621 W"), a number
// in words before its figure ("a loan of nine (9) objects").
const HANGING =
  /\s(?:be|is|are|was|were|been|being|will|shall|would|may|can|has|have|had|not|no|nos|case|project|contract|parcel|lots?|blocks?|years?|series|phase|sections?|chapters?|title|district|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million)$|\b(?:Esq|St|Ave|Pl|Blvd|Dr|Rd|Ln|Ct|Pkwy|Hwy|Expy|Cir|Jr|Sr|Inc|Co|Corp|Ltd|Mr|Mrs|Ms|P\.C|L\.L\.C|U\.S|[A-Z])$/i;

// Abbreviations whose full stop ends no sentence ("E. 35th St. S. and S. Peoria Ave.", "Case No. 23-CV-352").
const ABBREVIATION =
  /(?:^|[\s(])(?:St|Ave|Pl|Blvd|Dr|Rd|Ln|Ct|Pkwy|Hwy|Expy|Cir|Ter|No|Nos|Jr|Sr|Inc|Co|Corp|Ltd|Mr|Mrs|Ms|Lt|Sgt|Capt|Det|Ofc|Mt|Ft|Sec|Dept|Atty|Esq|approx|etc|al|vs?|[A-Za-z](?:\.[A-Za-z])+|[A-Za-z])$/;

/** Whether a shortened phrase reads as whole: no dangling or hanging end, brackets and quotes closed. */
function reads(text: string): boolean {
  const count = (c: string) => text.split(c).length - 1;
  return (
    !DANGLING.test(text) &&
    !HANGING.test(text) &&
    count('(') === count(')') &&
    count('"') % 2 === 0 &&
    count('“') === count('”')
  );
}

/** Where the first sentence of at least 40 characters ends, within `max`: a full stop that is no abbreviation's. */
function firstSentenceEnd(text: string, max: number): number {
  for (const m of text.slice(0, max + 1).matchAll(/[a-z)]\.(?=\s+[A-Z])/g)) {
    const end = m.index + 1;
    if (end >= 40 && !ABBREVIATION.test(text.slice(Math.max(0, end - 12), end))) return end;
  }
  return -1;
}

/** The text cut before `at`, without the punctuation or spaces it would end on (a comma inside quotes too). */
function cutAt(text: string, at: number): string {
  return text.slice(0, at).replace(/[\s.,;:]+$/, '').replace(/,(["”])$/, '$1');
}

/**
 * A complete phrase of at most `max` characters: the first sentence when it fits, else cut at a clause boundary (";", a
 * participle clause (", declaring"),
 * ", and" before a verb, " pursuant to", a bracket) when one falls late enough, else before a connecting word so what
 * is left is a whole noun phrase ("supplemental appropriations of $4,102,000"), else at the last comma or word. A cut
 * that leaves the phrase hanging ("to be", "Case No", "E. 41st St") is passed over for an earlier one: say less
 * rather than end on a fragment.
 */
export function phrase(text: string, max: number): string {
  let t = plainer(text);
  if (t.length <= max) {
    t = t.replace(/[\s.,;:]+$/, '');
    while (DANGLING.test(t)) t = t.replace(DANGLING, '');
    return t;
  }
  const sentenceEnd = firstSentenceEnd(t, max);
  if (sentenceEnd > 0) return t.slice(0, sentenceEnd);
  const positions = (re: RegExp, from: number) =>
    [...t.matchAll(re)].map((m) => m.index).filter((i) => i >= from && i <= max).reverse();
  const boundaries = positions(
    /;|\s\(|\s\[|,\s+and\s+(?=[a-z])|(?<=,["”]?)\s+(?=(?:declaring|providing|repealing|establishing|creating|authorizing|directing|requiring|finding|ordering)\b)|,?\s+(?:pursuant to|as required by|per Council Rules|in accordance with|for property located|located (?:at|north|south|east|west))\b/gi,
    40,
  );
  // A comma inside a figure ("$1,200,000") is no boundary; a cut inside a name ("City | Council", "Persons |
  // with HIV/AIDS") is none either.
  const insideName = (i: number) =>
    /[A-Z][\w'’.&-]*$/.test(t.slice(0, i)) && /^\s(?:(?:of|for|with|&)\s)?[A-Z]/.test(t.slice(i));
  const connectors = positions(/,\s|\s(?=(?:from|between|for|to|in|into|with|by|at|on|which|that|who|under|through|against)\s)/g, 50).filter(
    (i) => !insideName(i),
  );
  const words = positions(/\s/g, 40).filter((i) => !insideName(i));
  for (const at of [...boundaries, ...connectors, ...words]) {
    const cut = cutAt(t, at);
    if (reads(cut)) return cut;
  }
  // A shorter whole phrase before a fragment ("Ordinance adopting the annual budget", not "... for Fiscal Year").
  for (const at of positions(/\s/g, 12).filter((i) => !insideName(i))) {
    const cut = cutAt(t, at);
    if (reads(cut)) return cut;
  }
  // Nothing reads as whole: the old way, the last word that fits without a dangling end.
  t = cutAt(t, t.lastIndexOf(' ', max) > 0 ? t.lastIndexOf(' ', max) : max);
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
