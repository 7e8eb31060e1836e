/**
 * The real server-rendering bundle for a server test (a few seconds): `vite build --ssr` beside a minimal shell,
 * where the server looks for them (`<web>-ssr`). Returns the web folder to give as WEB_DIST_DIR; `remove` it after.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function buildServerRendering(): { webDir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-ssr-build-'));
  const webDir = path.join(dir, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Civic Commons</title><meta name="description" content=""></head><body><div id="root"></div></body></html>');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--ssr', 'src/entry-server.tsx', '--outDir', `${webDir}-ssr`], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server-rendering build failed: ${build.stderr}`);
  return { webDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
