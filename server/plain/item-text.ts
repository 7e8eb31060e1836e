/**
 * The wording of an agenda item as a resident reads it. Items are printed as one long paragraph that opens with
 * legal boilerplate ("Consideration and possible approval, adoption, denial, amendment or revision of ...") and
 * ends with the committee routing and the city file number ("[UED 10/19/22; CC 10/19/22] 22-937-3"); a resident
 * wants the part in between. Plain language's, below the parser and the record that both use it (decision 155).
 */

export const BOILERPLATE = [
  /^Consideration and possible (?:vote for )?(?:approval|action)(?:,? (?:or |and )?(?:adoption|denial|amendment|revision|approval|action|acceptance|rejection|ratification))*,? (?:of|on) (?:a vote on )?(?:an? |the )?/i,
  /^Consider motion and vote to /i,
  /^Discussion and possible action (?:on|regarding) (?:an? |the )?/i,
  /^Discussion,? (?:consideration,? )?and possible (?:approval|action|vote)(?:,? (?:or |and )?(?:adoption|denial|amendment|revision|approval|action))*,? (?:of|on|regarding) (?:an? |the )?/i,
  /^Discussion and possible vote to consider (?:approval|action)(?:,? (?:or |and )?(?:adoption|denial|amendment|revision|approval|action))*,? (?:of|on) (?:an? |the )?/i,
];

const NUMBER_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)(?:-[a-z]+)?`;
// "one million, two hundred thousand dollars ($1,200,000.00)": the clerk prints a sum twice; the figure says it
// once, and a title shortened later can then never end inside a number ("... balances of one million").
const SPELLED_SUM = new RegExp(
  String.raw`\b${NUMBER_WORD}(?:[\s,]+(?:and\s+)?${NUMBER_WORD})*\s+dollars?\s*(?:and\s+[a-z\s-]+cents\s*)?\((\$[\d,]+(?:\.\d{2})?)\)`,
  'gi',
);

const TAIL = /\s*(\[[^\]]*\]\s*)?(\d{2}-\d{1,4}-\d{1,2})?\s*$/;

/** The item's wording without boilerplate and routing, sums as figures; not shortened. */
export function itemText(text: string): string {
  // "ADDENDUM:", "AMENDED LANGUAGE:", "PULLED BY ADDENDUM:" say what happened to the item on the agenda, not what it
  // is (a pulled item carries its own result, shown as a badge).
  let t = text
    .replace(TAIL, '')
    .trim()
    .replace(/^(?:(?:ADDENDUM|REVISED|AMENDED LANGUAGE|PULLED(?: BY ADDENDUM)?)(?:\s*\([^)]*\))?:\s*)+/i, '');
  for (const re of BOILERPLATE) t = t.replace(re, '');
  t = t.replace(SPELLED_SUM, (_m, figure: string) => figure.replace(/\.00$/, ''));
  if (/^[A-Z0-9 &'’,./()-]+$/.test(t) && /[A-Z]{3}/.test(t)) t = titleCase(t);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** `RECEIPT & FILING OF MINUTES` to `Receipt & Filing of Minutes`. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ')
    .replace(/'S\b/g, "'s");
}
