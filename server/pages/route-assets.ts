/**
 * The stylesheets and chunks a server-rendered page's route modules need, from the build's manifests, linked in
 * its head: the page is styled when it first paints (no unstyled flash, no layout shift when the route's CSS
 * arrives later), and its JavaScript downloads in parallel. `ssr-manifest.json` says which chunk holds a
 * module (a route module may share its chunk, which then has no entry of its own in `manifest.json`);
 * `manifest.json` gives each chunk's CSS and static imports.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk { file: string; css?: string[]; imports?: string[] }

export type RouteAssetLinks = (modules: string[], shell: string) => string[];

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

/** Null without the manifests (an older build): pages are then linked as index.html links them. */
export function loadRouteAssets(distDir: string): RouteAssetLinks | null {
  const manifest = readJson<Record<string, ManifestChunk>>(path.join(distDir, '.vite', 'manifest.json'));
  const modules = readJson<Record<string, string[]>>(path.join(distDir, '.vite', 'ssr-manifest.json'));
  if (!manifest || !modules) return null;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  return (routeModules, shell) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (chunk: ManifestChunk | undefined) => {
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const key of chunk.imports ?? []) visit(manifest[key]);
    };
    for (const name of routeModules) {
      const chunkFile = modules[`src/app/routes/${name}.tsx`]?.find((f) => f.endsWith('.js'));
      if (chunkFile) visit(byFile.get(chunkFile.replace(/^\//, '')));
    }
    // What index.html links already (the entry and its imports) is not linked twice.
    const fresh = (f: string) => !shell.includes(`/${f}"`);
    return [
      ...[...css].filter(fresh).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...js].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
  };
}
