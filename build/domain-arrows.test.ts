/**
 * Import arrows between server domains and domain loops may not grow (issue 46): the counts of domain-arrows.ts
 * against domain-arrows.baseline.json. A change that removes arrows lowers the baseline in the same commit.
 * Also: no domain loops at all (decision 155); the public record (the files directly in server/meetings/ and its
 * routes) imports no other domain at all: what it shows of another (corrections, places, plain lines and Spanish
 * words) is registered with its steps at start-up (server/record-steps-standard.ts), so no debt list is kept.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { domainGraph, domainOf, importsOf, importsOfText, measure, serverSourceFiles } from './domain-arrows.ts';

const baseline = JSON.parse(readFileSync(new URL('domain-arrows.baseline.json', import.meta.url), 'utf8')) as Record<'arrows' | 'mutual' | 'loops' | 'domainsInLoops', number>;

/** What the record may import: the database's schema and engine (db), shared helpers (lib), the message catalogue. */
const RECORD_MAY_IMPORT = (target: string) => ['db', 'lib'].includes(domainOf(target) ?? '') || target === 'i18n.ts';

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

  it('imports no other domain at all, its reading side included (the plain-language debt is paid, issue 46)', () => {
    expect(recordFiles.length).toBeGreaterThan(10);
    expect(arrows).toEqual([]);
  });

  it('would be caught importing a domain: a probe import of plain language is an arrow out of the record', () => {
    const probe = importsOfText('meetings/meeting-presenter.ts', "import { plainLineFor } from '../plain/plain-line.ts';\n");
    expect(probe.filter(({ to }) => domainOf(to) !== 'meetings' && !RECORD_MAY_IMPORT(to)).map(({ from, to }) => `${from} -> ${to}`)).toEqual(['meetings/meeting-presenter.ts -> plain/plain-line.ts']);
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
