/**
 * Titles and kinds of agenda items. Items are printed as one long paragraph that opens with legal boilerplate
 * ("Consideration and possible approval, adoption, denial, amendment or revision of ...") and ends with the
 * committee routing and the city file number ("[UED 10/19/22; CC 10/19/22] 22-937-3"); a resident wants the
 * part in between.
 */
import type { AgendaItemType } from '#contract/enums.ts';

const BOILERPLATE = [
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

/** The city file number at the end of an item (`22-913-1`), if printed. */
export function fileNumberOf(text: string): string | null {
  return /(\d{2}-\d{1,4}-\d{1,2})\s*$/.exec(text)?.[1] ?? null;
}

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

/** A short, readable title: `itemText` cut at a word boundary near 160 characters. */
export function itemTitle(text: string): string {
  let t = itemText(text);
  if (t.length > 160) t = `${t.slice(0, 160).replace(/\s+\S*$/, '').replace(/\s+(?:a|an|the|of|to|for|and|or|in|on|at|by|with|from)$/i, '')}…`;
  return t.replace(/[\s,;:]+$/, '');
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

/** The spec's item type from the item's wording and the section it sits in. */
export function itemTypeFor(raw: string, section: string | null): AgendaItemType {
  const s = section ?? '';
  const text = raw.replace(/^(PULLED|ADDENDUM|REVISED)(\s*\([^)]*\))?:\s*/i, '');
  if (/^Adjournment\.?$/i.test(text)) return 'motion';
  if (/ORDINANCE/i.test(s) || /^(Consideration[^.]*? of )?(an? )?(Emergency )?Ordinance\b/i.test(text.replace(BOILERPLATE[0]!, ''))) {
    return 'ordinance';
  }
  if (/PUBLIC (HEARING|COMMENT)/i.test(s) || /^Public Hearing|public comment/i.test(text)) return 'public_comment';
  if (/^(Presentation|Present)\b|presentation (by|from|on)/i.test(text)) return 'presentation';
  if (/^(Mayor's report|Councilors'? announcements|Weekly update|Monthly status report|Update|Report|Quarterly)/i.test(text)) {
    return 'report';
  }
  if (
    /^(Consideration and possible|Consider motion|Exit (the )?Executive Session|Hearing and possible action|Minutes of|Election of)/i.test(text) ||
    // Committee agendas print the action without the boilerplate: "Resolution authorizing payment of ...".
    /^(Resolution|Rezoning Application|Travel authorization|(?:License |Development )?Agreement|Contract|Change Order|Donation|Deed of|Utility Easement|Amendment No\.)/i.test(text) ||
    /Appointment|Reappointment|possible (approval|action)|possibly take action/i.test(text)
  ) {
    return 'motion';
  }
  return 'discussion';
}

/** Whether the item's wording asks the council to act (a vote may follow). */
export function asksForVote(text: string): boolean {
  return /possible (approval|action)|possibly take action|Consider motion|vote|Appointment|Reappointment|^Minutes of|Election of/i.test(text);
}
