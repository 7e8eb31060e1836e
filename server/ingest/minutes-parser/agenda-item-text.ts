/**
 * Titles and kinds of agenda items, as the parser reads them from an item's printed paragraph (its wording without
 * the boilerplate and routing: plain/item-text.ts).
 */
import type { AgendaItemType } from '#contract/enums.ts';
import { BOILERPLATE, itemText } from '../../plain/item-text.ts';

// The wording of an item as residents read it is plain language's (plain/item-text.ts), which the parser and the
// record's presenter share: plain sits below both (decision 155).
export { itemText, titleCase } from '../../plain/item-text.ts';

/** The city file number at the end of an item (`22-913-1`), if printed. */
export function fileNumberOf(text: string): string | null {
  return /(\d{2}-\d{1,4}-\d{1,2})\s*$/.exec(text)?.[1] ?? null;
}

/** A short, readable title: `itemText` cut at a word boundary near 160 characters. */
export function itemTitle(text: string): string {
  let t = itemText(text);
  if (t.length > 160) t = `${t.slice(0, 160).replace(/\s+\S*$/, '').replace(/\s+(?:a|an|the|of|to|for|and|or|in|on|at|by|with|from)$/i, '')}…`;
  return t.replace(/[\s,;:]+$/, '');
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
