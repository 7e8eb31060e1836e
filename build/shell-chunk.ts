/**
 * One chunk for the app's shell: what the entry (web/src/main.tsx) imports statically, directly or not. Rollup
 * otherwise splits the shell wherever a lazy page shares a module with it (react-router's core, the query client's
 * pieces, our buttons and stores), and a phone then asks for 20 files of 1-9 KB before the page answers a tap; one
 * file also compresses better than twenty. Measured when made: the entry's files 20 -> 3, the shell 150.8 -> 151.5
 * KB gzip (three hooks a barrel re-exports come along: useMutation, useInfiniteQuery and Trans, which most pages
 * use), the meetings page's own JavaScript 32.5 -> 25.4 KB.
 *
 * Zod stays out, with the modules that import it: Rollup moves a manual chunk's dependencies into it whole, and
 * zod's core is one barrel, so naming it would bring every schema type into the shell, where the entry needs only
 * `config` (zod-config.ts). Rollup's own splitting keeps that part small.
 */
import type { ManualChunkMeta } from 'rollup';

const ENTRY = /\/web\/src\/main\.tsx$/;
const ZOD = /\/node_modules\/zod\//;

export function shellChunk(): (id: string, meta: ManualChunkMeta) => string | undefined {
  let shell: Set<string> | null = null;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= staticClosure(getModuleIds, getModuleInfo);
    return shell.has(id) ? 'shell' : undefined;
  };
}

/** What the entry imports statically, without zod and its importers; the entry itself stays the entry chunk. */
function staticClosure(getModuleIds: ManualChunkMeta['getModuleIds'], getModuleInfo: ManualChunkMeta['getModuleInfo']): Set<string> {
  const shell = new Set<string>();
  const entry = [...getModuleIds()].find((m) => ENTRY.test(m));
  const stack = [...(entry ? (getModuleInfo(entry)?.importedIds ?? []) : [])];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const imported = getModuleInfo(next)?.importedIds ?? [];
    if (ZOD.test(next) || imported.some((m) => ZOD.test(m))) continue;
    shell.add(next);
    stack.push(...imported);
  }
  return shell;
}
