/**
 * Rebuilds reading-order lines from positioned PDF text runs. Producers differ a lot: Adobe PDF Library emits one
 * run per line, Word 365 splits lines into many runs (sometimes one per glyph cluster, with explicit space runs),
 * PDFsharp emits runs without end-of-line flags. Grouping by baseline and sorting by x works for all three.
 */

/** One positioned run of text, as pdf.js reports it (x, y of the baseline in PDF units; width; font height). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rebuilt line: its text, baseline and font height (the gaps between lines mark paragraphs). */
export interface TextLine {
  text: string;
  y: number;
  height: number;
}

/** Groups runs into lines top to bottom, left to right, inserting a space where runs are visibly apart. */
export function runsToLines(runs: TextRun[]): TextLine[] {
  // Whitespace-only runs carry no position worth keeping; spaces are rebuilt from the gaps between runs.
  const sorted = runs.filter((r) => r.text.trim().length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const heights = sorted.filter((r) => r.text.trim()).map((r) => r.height).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  // Superscripts ("2nd", "1st") are small and sit above the baseline; they belong to the line below them.
  const isSmall = (r: TextRun) => typical > 0 && r.height < typical * 0.75 && r.text.trim().length > 0;
  const lines: { y: number; tolerance: number; runs: TextRun[] }[] = [];
  for (const run of sorted.filter((r) => !isSmall(r))) {
    // Runs of one line share a baseline within a fraction of the font height.
    const tolerance = Math.max(1.5, run.height * 0.3);
    const line = lines.find((l) => Math.abs(l.y - run.y) <= Math.max(tolerance, l.tolerance));
    if (line) line.runs.push(run);
    else lines.push({ y: run.y, tolerance, runs: [run] });
  }
  for (const run of sorted.filter(isSmall)) {
    const below = lines
      .filter((l) => l.y <= run.y + 1 && run.y - l.y <= typical * 0.7)
      .sort((a, b) => b.y - a.y)[0];
    if (below) below.runs.push(run);
    else lines.push({ y: run.y, tolerance: 1.5, runs: [run] });
  }
  lines.sort((a, b) => b.y - a.y);
  const out: TextLine[] = [];
  for (const line of lines) {
    line.runs.sort((a, b) => a.x - b.x);
    let text = '';
    let end: number | null = null;
    for (const run of line.runs) {
      const gap = end === null ? 0 : run.x - end;
      const spaceWidth = Math.max(1, run.height * 0.15);
      if (end !== null && gap > spaceWidth && !text.endsWith(' ') && !run.text.startsWith(' ')) text += ' ';
      text += run.text;
      end = Math.max(end ?? -Infinity, run.x + run.width);
    }
    const clean = normalizeLine(text);
    if (clean) out.push({ text: clean, y: line.y, height: Math.max(...line.runs.map((r) => r.height)) });
  }
  return out;
}

/** Collapses whitespace and folds the typographic hyphens and quotes of the minutes to plain ones. */
export function normalizeLine(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
