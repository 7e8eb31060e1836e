/**
 * The stylesheets and chunks a server-rendered page's route modules need, from the build's manifest
 * (`<dist>/.vite/manifest.json`), linked in its head: the page is styled when it first paints (no unstyled
 * flash and no layout shift when the route's CSS arrives later), and its JavaScript downloads in parallel.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk { file: string; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

export type RouteAssetLinks = (modules: string[], shell: string) => string[];

/** Null without a manifest (a build without one, or none): pages are then linked as before. */
export function loadRouteAssets(distDir: string): RouteAssetLinks | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  return (modules, shell) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(`src/app/routes/${module}.tsx`);
    // What index.html links already (the entry and its imports) is not linked twice.
    const fresh = (f: string) => !shell.includes(`/${f}"`);
    return [
      ...[...css].filter(fresh).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...js].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
  };
}
