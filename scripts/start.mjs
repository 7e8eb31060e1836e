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
// A build served from elsewhere (WEB_DIST_DIR: an image built it, or a test serves none) is not this checkout's
// to rebuild.
if (!process.env.WEB_DIST_DIR && builtAt < changedAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in its own process group and hears a stop from this process only, once (issue 50): in ours, a
// Ctrl-C reached it twice (the terminal's SIGINT to the group, and this one's), and the second made it exit at
// once instead of finishing its requests and jobs. `npm start` execs this script (package.json), so the SIGTERM
// npm passes on reaches it: through `sh -c` it stopped at the shell, and the server went on listening.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
  env: { NODE_ENV: 'production', ...process.env },
});
// npm passes on the SIGINT and SIGTERM it gets (@npmcli/run-script's signal manager), so a Ctrl-C reaches this
// process twice: from the terminal and from npm. Usually the two arrive together and the kernel merges them; on a
// busy machine npm's copy comes later, and passed on it made the server exit at once ("second SIGINT, exiting")
// and lose its log. A repeat within a second is that copy and is dropped; a later one (Ctrl-C pressed again to
// force the stop) is passed on.
const DUPLICATE_WINDOW_MS = 1000;
const lastPassedOn = new Map();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const sent = signal === 'SIGHUP' ? 'SIGTERM' : signal;
    const now = performance.now();
    if (now - (lastPassedOn.get(sent) ?? -Infinity) < DUPLICATE_WINDOW_MS) return;
    lastPassedOn.set(sent, now);
    server.kill(sent);
  });
}
// If this process dies without a signal it can pass on (an uncaught error), the server must not outlive it.
process.on('exit', () => server.exitCode === null && server.signalCode === null && server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
