/**
 * A Vite plugin that weighs what each page makes the browser download and fails the build over budget
 * (issue 17): the entry (the shell every page loads) and, for each lazy route module in web/src/app/routes/,
 * the JavaScript and CSS it adds on top of the entry, all gzipped. Prints the table on every build, so a
 * change that makes a page heavier shows up where it is made.
 */
import { gzipSync } from 'node:zlib';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export interface Budget { js: number; css: number }

type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const ROUTE_MODULE = /\/web\/src\/app\/routes\/([\w-]+)\.tsx$/;
const kb = (bytes: number) => bytes / 1024;

export function routeBudgets(entry: Budget, routes: Record<string, Budget>, otherRoute: Budget): Plugin {
  return {
    name: 'civic-route-budgets',
    // The browser's production build only: the server-rendering bundle is never downloaded, and the browser
    // tests' build (NODE_ENV=test) carries React's larger development build on purpose.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && (process.env.NODE_ENV ?? 'production') === 'production',
    generateBundle(_options, bundle: OutputBundle) {
      const sizes = new Map<string, number>();
      const gz = (fileName: string) => {
        if (!sizes.has(fileName)) {
          const output = bundle[fileName]!;
          const source = output.type === 'chunk' ? output.code : (output as OutputAsset).source;
          sizes.set(fileName, gzipSync(source).length);
        }
        return sizes.get(fileName)!;
      };
      const chunks = Object.values(bundle).filter((o): o is ViteChunk => o.type === 'chunk');
      /** The chunk and everything it imports statically: what loads before it runs. */
      const closure = (chunk: ViteChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const imported of chunk.imports) closure(bundle[imported] as ViteChunk, seen);
        return seen;
      };
      const cssOf = (files: Set<string>) => new Set([...files].flatMap((f) => [...((bundle[f] as ViteChunk).viteMetadata?.importedCss ?? [])]));
      const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

      const entryChunk = chunks.find((c) => c.isEntry);
      if (!entryChunk) return;
      const entryJs = closure(entryChunk);
      const entryCss = cssOf(entryJs);
      const rows: { name: string; js: number; css: number; budget: Budget }[] = [{ name: '(entry)', js: sum(entryJs), css: sum(entryCss), budget: entry }];
      for (const chunk of chunks) {
        // The chunk holding a route module (its facade is null when other chunks import from it too).
        const match = chunk.isDynamicEntry ? chunk.moduleIds.map((id) => ROUTE_MODULE.exec(id)).find(Boolean) : undefined;
        if (!match) continue;
        const js = new Set([...closure(chunk)].filter((f) => !entryJs.has(f)));
        const css = new Set([...cssOf(closure(chunk))].filter((f) => !entryCss.has(f)));
        rows.push({ name: match[1]!, js: sum(js), css: sum(css), budget: routes[match[1]!] ?? otherRoute });
      }
      const over = rows.filter((r) => kb(r.js) > r.budget.js || kb(r.css) > r.budget.css);
      const line = (r: (typeof rows)[number]) =>
        `  ${r.name.padEnd(40)} JS ${kb(r.js).toFixed(1).padStart(6)} / ${String(r.budget.js).padStart(3)} KB   CSS ${kb(r.css).toFixed(1).padStart(5)} / ${String(r.budget.css).padStart(2)} KB${over.includes(r) ? '   OVER' : ''}`;
      if (process.env.BUDGET_REPORT !== '0') console.log(`\nPage weight (gzip; a route adds to the entry):\n${rows.map(line).join('\n')}`);
      if (over.length > 0) this.error(`Over the page-weight budget (build/route-budgets.ts, vite.config.ts):\n${over.map(line).join('\n')}`);
    },
  };
}
