/**
 * The production build the page figures need (dist/web and the server renderer in dist/web-ssr): without it the
 * server answers pages 404, which is no page figure at all. `ensureWebBuild` builds it when it is missing and the
 * caller allows it, and says whether it is there.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB_DIST = path.join(ROOT, 'dist/web');
const NEEDED = [path.join(WEB_DIST, 'index.html'), path.join(ROOT, 'dist/web-ssr/entry-server.js')];

export const webBuildPresent = (): boolean => NEEDED.every((file) => fs.existsSync(file));

/** True when the build is there, after running `npm run build` if it was missing and `build` allows it. */
export function ensureWebBuild({ build }: { build: boolean }): boolean {
  if (webBuildPresent()) return true;
  if (!build) return false;
  console.log('No production build in dist/: running `npm run build` for the page figures (a few minutes)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) console.log(`\`npm run build\` failed (exit ${result.status ?? result.signal})`);
  return webBuildPresent();
}
