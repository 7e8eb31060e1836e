/**
 * Import arrows between server domains and domain loops may not grow (issue 46): the counts of domain-arrows.ts
 * against domain-arrows.baseline.json. A change that removes arrows lowers the baseline in the same commit.
 * Also: no domain loops at all (decision 155); the public record (the files directly in server/meetings/) imports no
 * other domain beyond the debt listed below, which may only shrink, and the record's writing side and its routes
 * import none at all.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainGraph, domainOf, importsOf, measure, serverSourceFiles } from './domain-arrows.ts';

const baseline = JSON.parse(readFileSync(new URL('domain-arrows.baseline.json', import.meta.url), 'utf8')) as Record<'arrows' | 'mutual' | 'loops' | 'domainsInLoops', number>;

/** What the record may import: the database's schema and engine (db), shared helpers (lib), the message catalogue. */
const RECORD_MAY_IMPORT = (target: string) => ['db', 'lib'].includes(domainOf(target) ?? '') || target === 'i18n.ts';

/**
 * Reads the record still makes of another domain (issue 46; the list may only shrink). Plain language's text rules
 * now sit below the record (decision 155: plain imports neither the record nor ingest), so these close no loop, but
 * the record still imports a domain for them.
 */
const RECORD_DEBT = [
  'meetings/meeting-list.ts -> plain/stored-summaries-es.ts',
  'meetings/meeting-presenter.ts -> plain/meeting-summary-es.ts',
  'meetings/meeting-presenter.ts -> plain/meeting-title-es.ts',
  'meetings/meeting-presenter.ts -> plain/plain-line.ts',
];

/** The writing side of the record: saving, the listing rule, the saved steps' registry. None may import a domain. */
const RECORD_WRITERS = ['meetings/meeting-store.ts', 'meetings/record-steps.ts', 'meetings/meeting-listing-rule.ts', 'meetings/relist-meetings.ts', 'meetings/public-record.ts'];

describe('domain arrows', () => {
  it('arrows between domains and domain loops do not grow beyond the baseline', () => {
    const { loopMembers, ...counts } = measure();
    for (const key of Object.keys(baseline) as (keyof typeof baseline)[]) {
      expect(counts[key], `${key} (loops: ${loopMembers.map((g) => g.join(' ')).join(' | ')})`).toBeLessThanOrEqual(baseline[key]);
    }
  });

  it('has no domain loops: no group of domains reaches one another (decision 155)', () => {
    expect(measure().loopMembers.map((group) => group.join(' '))).toEqual([]);
  });

  it('finds the loop a probe back-arrow would close', () => {
    const graph = domainGraph();
    // The record at the bottom importing a domain that imports it closes a loop through both.
    const above = [...graph.keys()].find((domain) => graph.get(domain)!.has('meetings') && domain !== 'meetings')!;
    graph.get('meetings')!.add(above);
    const { loops, loopMembers } = measure(graph);
    expect(loops).toBe(1);
    expect(loopMembers[0]).toEqual(expect.arrayContaining(['meetings', above]));
  });

  it('counts an arrow a probe import would add', () => {
    const files = serverSourceFiles();
    const graph = domainGraph(files);
    const before = measure(graph).arrows;
    const target = [...graph.keys()].find((domain) => domain !== 'meetings' && !graph.get('meetings')!.has(domain))!;
    graph.get('meetings')!.add(target);
    expect(measure(graph).arrows).toBe(before + 1);
  });
});

describe('the public record', () => {
  const recordFiles = serverSourceFiles().filter((file) => /^meetings\/[^/]+$/.test(file));
  // Its routes too (server/meetings/routes/): they read the record and lib, and mount nothing of another domain.
  const routeFiles = serverSourceFiles().filter((file) => file.startsWith('meetings/routes/'));
  const outside = recordFiles.flatMap(importsOf).filter(({ to }) => domainOf(to) !== 'meetings' && !RECORD_MAY_IMPORT(to));
  const arrows = outside.map(({ from, to }) => `${from} -> ${to}`);

  it('imports no other domain beyond the recorded debt', () => {
    expect(recordFiles.length).toBeGreaterThan(10);
    expect(arrows.filter((arrow) => !RECORD_DEBT.includes(arrow))).toEqual([]);
  });

  it('the recorded debt is still owed (remove an entry when its import goes)', () => {
    expect(RECORD_DEBT.filter((arrow) => !arrows.includes(arrow))).toEqual([]);
  });

  it('its routes import no other domain at all', () => {
    expect(routeFiles.length).toBeGreaterThan(5);
    const routeArrows = routeFiles.flatMap(importsOf).filter(({ to }) => domainOf(to) !== 'meetings' && !RECORD_MAY_IMPORT(to));
    expect(routeArrows.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('its writing side imports no other domain at all', () => {
    expect(outside.filter(({ from }) => RECORD_WRITERS.includes(from))).toEqual([]);
    for (const file of RECORD_WRITERS) expect(recordFiles).toContain(file);
  });
});
