/**
 * Import arrows between the server's domains (issue 46): a domain is a folder directly under server/ (`meetings`,
 * `alerts`, `db`, ...); files directly in server/ (app.ts, main.ts, the standard record steps) and the commands
 * (server/cli/) are the composition root and count as none. Every import, type-only ones included, is read with TypeScript's own pre-processor, so
 * a dynamic `import()` or a re-export counts as well. Measured:
 *
 * - `arrows`: ordered pairs of domains (A imports B at least once);
 * - `mutual`: pairs of domains importing each other;
 * - `loops`: groups of domains that reach one another (strongly connected, two or more), and `domainsInLoops`.
 *
 * `npx tsx build/domain-arrows.ts` prints them; domain-arrows.test.ts fails when one grows beyond
 * domain-arrows.baseline.json (lower the baseline when a change removes arrows, so they stay removed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIR = path.join(ROOT, 'server');

export interface FileImport {
  /** Paths from server/, with forward slashes. */
  from: string;
  to: string;
}

/** The server's source files (tests, test helpers and migrations left out), from server/. */
export function serverSourceFiles(): string[] {
  return (readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/') && !file.includes('/migrations/'));
}

/** Every relative import of `file` that lands in server/, as a path from server/. */
export function importsOf(file: string): FileImport[] {
  return importsOfText(file, readFileSync(path.join(SERVER_DIR, file), 'utf8'));
}

/** The same, of `text` read as the content of `file` (a probe import, in the fences' tests). */
export function importsOfText(file: string, text: string): FileImport[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const found: FileImport[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = path.relative(SERVER_DIR, path.resolve(SERVER_DIR, path.dirname(file), fileName));
    if (target.startsWith('..')) continue;
    found.push({ from: file, to: target.split(path.sep).join('/') });
  }
  return found;
}

/** A file's domain: its first folder under server/, or null for the composition root (files directly in server/). */
export function domainOf(file: string): string | null {
  const slash = file.indexOf('/');
  const folder = slash === -1 ? null : file.slice(0, slash);
  return folder === null || ROOT_FOLDERS.has(folder) ? null : folder;
}

/** Folders of entry points, which may import every domain as the files directly in server/ do. */
const ROOT_FOLDERS = new Set(['cli']);

export interface DomainMeasure {
  arrows: number;
  mutual: number;
  loops: number;
  domainsInLoops: number;
  /** The loops themselves, each sorted, for the report. */
  loopMembers: string[][];
}

/** The domain graph: each domain and the domains it imports. */
export function domainGraph(files = serverSourceFiles()): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = domainOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { to } of importsOf(file)) {
      const target = domainOf(to);
      if (target && target !== from) graph.get(from)!.add(target);
    }
  }
  return graph;
}

export function measure(graph = domainGraph()): DomainMeasure {
  let arrows = 0;
  let mutual = 0;
  for (const [from, targets] of graph) {
    arrows += targets.size;
    for (const to of targets) if (from < to && graph.get(to)?.has(from)) mutual++;
  }
  const loopMembers = stronglyConnected(graph).filter((group) => group.length > 1).map((group) => group.sort());
  loopMembers.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
  return { arrows, mutual, loops: loopMembers.length, domainsInLoops: loopMembers.reduce((n, g) => n + g.length, 0), loopMembers };
}

/** Tarjan's strongly connected components. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = measure();
  console.log(JSON.stringify({ arrows: result.arrows, mutual: result.mutual, loops: result.loops, domainsInLoops: result.domainsInLoops }, null, 2));
  for (const group of result.loopMembers) console.log(`loop (${group.length}): ${group.join(' ')}`);
}
