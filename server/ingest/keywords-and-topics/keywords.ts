/**
 * Keywords a resident would search for: what the items are about (zoning cases, named places, bodies, programs,
 * events, ordinances, streets, funds), never boilerplate or people's names. Deterministic: same text, same
 * keywords, most specific first.
 */
import type { CityContext } from '#city/context.ts';
import { itemCandidates, type KeywordKind, peopleIn } from './keyword-candidates.ts';

/** The text of an agenda item the extractor reads. */
export interface KeywordSource {
  title: string;
  description: string;
  /** What the minutes say happened on the item ("Zack Stoycoff ... of Healthy Minds Policy Initiative spoke."). */
  notes?: string[];
}

// A zoning case number names one parcel; a street or a fund is shared by many items across the city.
const KIND_WEIGHT: Record<KeywordKind, number> = { zoning: 6, ordinance: 5, name: 5, event: 5, street: 3, fund: 3 };
// So that one long consent agenda of special events or rezonings cannot fill every slot.
const KIND_CAP: Record<KeywordKind, number> = { zoning: 3, ordinance: 2, name: 10, event: 3, street: 2, fund: 2 };
const ROUTINE = /^(Minutes of|No items|Adjournment|Call to Order|Pre-meeting discussion|Weekly update|Mayor's report|Councilors'? announcements)/i;

/**
 * Up to `limit` keywords for a meeting's items in `city` (whose own names are none). `people` are names read
 * elsewhere in the minutes (roll call, movers); with the names found in the items themselves ("Officer ...",
 * "X – Appointment"), none of their words can make a keyword on their own.
 */
export function extractKeywords(city: CityContext, items: KeywordSource[], people: string[] = [], limit = 10): string[] {
  const agenda = items.filter((i) => !ROUTINE.test(i.title)).map((i) => ({ title: i.title, text: i.description || i.title, note: false }));
  // The narrative adds what a discussion-only meeting was about, ranked below anything on the agenda itself.
  const notes = items.flatMap((i) => (i.notes ?? []).map((text) => ({ title: '', text, note: true })));
  const texts = [...agenda, ...notes];
  const peopleWords = new Set<string>();
  for (const name of [...people, ...texts.flatMap((t) => peopleIn(t.text))]) {
    for (const w of name.split(/\s+/)) if (/^[A-Z]/.test(w)) peopleWords.add(w.toLowerCase().replace(/[^a-z'-]/g, ''));
  }
  const found = new Map<string, { text: string; kind: KeywordKind; items: number; inTitle: boolean; agenda: boolean; first: number }>();
  texts.forEach(({ title, text, note }, index) => {
    const seen = new Set<string>();
    for (const c of itemCandidates(city, text, peopleWords)) {
      const k = c.text.toLowerCase();
      if (seen.has(k)) continue;
      seen.add(k);
      const entry = found.get(k) ?? { ...c, items: 0, inTitle: false, agenda: false, first: index };
      entry.items++;
      entry.agenda ||= !note;
      entry.inTitle ||= title.toLowerCase().includes(k);
      found.set(k, entry);
    }
  });
  const scored = [...found.values()]
    .map((e) => ({
      ...e,
      score: KIND_WEIGHT[e.kind] - (e.agenda ? 0 : 2) + (e.inTitle ? 1 : 0) + Math.min(e.items - 1, 2) * 0.5 + Math.min(e.text.split(' ').length, 5) * 0.1,
    }))
    .sort((a, b) => b.score - a.score || a.first - b.first || a.text.localeCompare(b.text));
  const out: typeof scored = [];
  const perKind = new Map<KeywordKind, number>();
  for (const c of scored) {
    const k = c.text.toLowerCase();
    // A name inside a chosen longer one ("Horace Heights" in "Horace Heights Storm Sewer Project") adds nothing;
    // a longer one takes the place of the shorter it contains ("Tots Toy Run" -> "Marines Toys for Tots Toy Run").
    if (out.some((o) => o.text.toLowerCase().includes(k))) continue;
    const covered = out.findIndex((o) => k.includes(o.text.toLowerCase()));
    if (covered >= 0) {
      perKind.set(out[covered]!.kind, perKind.get(out[covered]!.kind)! - 1);
      out.splice(covered, 1);
    } else if ((perKind.get(c.kind) ?? 0) >= KIND_CAP[c.kind] || out.length >= limit) continue;
    out.push(c);
    perKind.set(c.kind, (perKind.get(c.kind) ?? 0) + 1);
  }
  return out.map((c) => c.text);
}
