/**
 * The agenda items a motion names, as the clerk writes them: single items ("4.d"), ranges ("2.b - 2.g",
 * "4.b through 4.n", "items 5 to 16"), lists ("items 5, 7 and 9"), exceptions ("except 4.e", "excluding 7.l and
 * 7.m"), and side clauses that name a subset already in the motion ("with the emergency clause on 4.b - 4.d").
 */

const LETTER_REF = String.raw`\d{1,2}\.[a-z]{1,2}`;
// A dash range may end in a bare letter ("7.a - n"); a word range ("to", "through") must repeat the number, so
// "continue 4.b to a later date" is no range. The clerk sometimes puts a full stop after a number ("4.b. – 4.e.").
const LETTER_RANGE = new RegExp(
  String.raw`\b(\d{1,2})\.([a-z]{1,2})\.?\s*(?:(?:[–—-]|\bthrough\b|\bthru\b|\bto\b)\s*(\d{1,2})\.|[–—-]\s*)([a-z]{1,2})\b`,
  'g',
);
const NUMBER_LIST = /\b[Ii]tems?\s+((?:\d{1,2}(?:\s*(?:,|and|&|[–—-]|through|thru|to)\s*(?:and\s+)?|\s+))*\d{1,2})\b(?!\.[a-z])/g;
const EXCEPT = new RegExp(
  String.raw`\b(?:except(?:ing)?(?:\s+for)?|excluding|with\s+the\s+exception\s+of|other\s+than|but\s+not)\s+` +
    String.raw`((?:items?\s+)?(?:${LETTER_REF}|\d{1,2})(?:\s*(?:[–—-]|through|thru|to|,|and|&|or)\s*(?:items?\s+)?(?:${LETTER_REF}|\d{1,2}|[a-z]{1,2}\b))*)`,
  'gi',
);
// "... with the emergency clause on 4.b - 4.d": names items the motion already covers, never new ones.
const SIDE_CLAUSE = /(?<=\S[^]*?)\b(?:with|including|and|along\s+with)\s+(?:the\s+|an\s+)?emergency\s+clauses?\b[^.;]*/gi;

/** "a" -> 0, "z" -> 25, "aa" -> 26: the clerk continues past z with aa, ab, ... */
export function letterIndex(letters: string): number {
  return letters.length === 1 ? letters.charCodeAt(0) - 97 : 26 + (letters.charCodeAt(1) - 97);
}

function letterAt(index: number): string {
  return index < 26 ? String.fromCharCode(97 + index) : `a${String.fromCharCode(97 + index - 26)}`;
}

/** Every item number written in `text`, ranges expanded, in the order written (unknown numbers dropped). */
function namedItems(text: string, known: Set<string>): string[] {
  const out: string[] = [];
  const push = (n: string) => {
    if (known.has(n) && !out.includes(n)) out.push(n);
  };
  // Walk the text once, expanding ranges in place so the first item printed comes first.
  const spans: { at: number; numbers: string[] }[] = [];
  for (const m of text.matchAll(LETTER_RANGE)) {
    if (m[3] && m[3] !== m[1]) continue;
    const from = letterIndex(m[2]!);
    const to = letterIndex(m[4]!);
    const numbers: string[] = [];
    for (let i = from; i <= to && i - from < 60; i++) numbers.push(`${m[1]}.${letterAt(i)}`);
    spans.push({ at: m.index, numbers });
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${LETTER_REF}\b`, 'g'))) spans.push({ at: m.index, numbers: [m[0]] });
  for (const m of text.matchAll(NUMBER_LIST)) {
    const numbers: string[] = [];
    const parts = m[1]!.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);
    for (const part of parts) {
      const range = /^(\d{1,2})\s*(?:[–—-]|through|thru|to)\s*(\d{1,2})$/.exec(part.trim());
      if (range) for (let n = Number(range[1]); n <= Number(range[2]) && n - Number(range[1]) < 60; n++) numbers.push(String(n));
      else for (const n of part.match(/\d{1,2}/g) ?? []) numbers.push(n);
    }
    spans.push({ at: m.index, numbers });
  }
  spans.sort((a, b) => a.at - b.at);
  for (const s of spans) for (const n of s.numbers) push(n);
  return out;
}

/**
 * All items a motion acts on, in the order first named. Excepted items are removed; items named only in an
 * emergency-clause side clause are not added.
 */
export function referencedItems(text: string, known: Set<string>): string[] {
  const excluded = new Set<string>();
  let body = text.replace(SIDE_CLAUSE, ' ');
  body = body.replace(EXCEPT, (_all, list: string) => {
    // "except 7.l and m": a bare letter continues the section of the item before it.
    const expanded = list.replace(/(\d{1,2})\.([a-z]{1,2})((?:\s*(?:,|and|&|or)\s*[a-z]{1,2}\b)+)/g, (_m, num: string, first: string, rest: string) =>
      [`${num}.${first}`, ...(rest.match(/\b[a-z]{1,2}\b/g) ?? []).filter((l) => !['and', 'or'].includes(l)).map((l) => `${num}.${l}`)].join(', '),
    );
    for (const n of namedItems(expanded, known)) excluded.add(n);
    return ' ';
  });
  const out = namedItems(body, known).filter((n) => !excluded.has(n));
  if (out.length === 0 && excluded.size === 0) {
    const lone = /\bon (\d{1,2})\b(?!\.\d)/.exec(body);
    if (lone && known.has(lone[1]!)) out.push(lone[1]!);
  }
  return out;
}
