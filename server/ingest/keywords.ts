/**
 * Keywords a resident would search for: phrases that recur in the items' titles, ranked by how often they occur
 * and how specific they are, with boilerplate removed. Deterministic: same text, same keywords.
 */
import { isNoise } from './text-terms.ts';

/** Up to `limit` keyword phrases from item titles (most telling first). */
export function extractKeywords(titles: string[], limit = 8): string[] {
  const scores = new Map<string, { score: number; display: string }>();
  for (const title of titles) {
    const clean = title.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
    // Phrases are runs of words between punctuation; within a run, 1- to 3-word windows of content words.
    for (const run of clean.split(/[,.;:()"“”–]|\s-\s/)) {
      const words = run.split(/\s+/).filter(Boolean);
      const seenInTitle = new Set<string>();
      for (let n = 3; n >= 1; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          const window = words.slice(i, i + n);
          if (isNoise(window[0]!) || isNoise(window[n - 1]!)) continue;
          if (window.some((w) => /\d/.test(w) || w.length < 2)) continue;
          // Inside a phrase only "of", "and" and "&" may be small words ("Sales Tax Overview Committee").
          if (window.slice(1, -1).some((w) => isNoise(w) && !/^(of|and|&)$/i.test(w))) continue;
          const display = window.join(' ').replace(/[^A-Za-z'& -]/g, '').trim();
          const key = display.toLowerCase();
          if (!key || seenInTitle.has(key)) continue;
          seenInTitle.add(key);
          const capitalised = window.every((w) => /^[A-Z]/.test(w)) ? 1.5 : 1;
          const entry = scores.get(key) ?? { score: 0, display };
          entry.score += n * capitalised;
          scores.set(key, entry);
        }
      }
    }
  }
  const ranked = [...scores.entries()]
    .filter(([, v]) => v.score >= 2)
    .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]));
  const out: string[] = [];
  for (const [key, value] of ranked) {
    // Skip a phrase already covered by a chosen longer one (and the other way round).
    if (out.some((k) => k.toLowerCase().includes(key) || key.includes(k.toLowerCase()))) continue;
    out.push(value.display.toLowerCase() === value.display ? value.display : value.display);
    if (out.length >= limit) break;
  }
  return out;
}
