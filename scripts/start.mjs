/**
 * `npm start`: builds the web app (`npm run build`: the browser's bundle and the server-rendering one) when a build is missing or older than its sources, then runs the server
 * in production mode. A fresh clone therefore needs only `npm install && npm start`.
 */
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith('.test.tsx') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'contract', 'city'].map((d) => path.join(root, d));
// Both bundles: the browser's (dist/web) and the server-rendering one (dist/web-ssr).
const builtEntries = [builtIndex, path.join(root, 'dist/web-ssr/entry-server.js')];
const builtAt = builtEntries.every((f) => fs.existsSync(f)) ? Math.min(...builtEntries.map((f) => fs.statSync(f).mtimeMs)) : 0;
const changedAt = Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
if (builtAt < changedAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
