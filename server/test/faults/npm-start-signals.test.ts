/**
 * `npm start` stops cleanly (issue 50): SIGTERM to npm, as a service manager or a container runtime sends it, and
 * Ctrl-C in a terminal (SIGINT to the whole foreground process group) each stop the server gracefully ("shutting
 * down", not "second SIGINT, exiting") and free its port. Real processes: npm, scripts/start.mjs, server/main.ts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
});

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Polls another process's state (no clock of ours drives it), up to `seconds`. */
async function until(check: () => Promise<boolean>, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 10; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function npmStart(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
  // Its own process group, as a terminal's foreground job is: a Ctrl-C goes to the whole group.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ON_EMPTY: 'false', GEOCODER: 'offline', WEB_DIST_DIR: '/nonexistent', SYNC: 'off', EXPORTS: 'off', LOG_LEVEL: 'info' },
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const up = await until(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false), 60);
  expect(up, output).toBe(true);
  return { child, port, output: () => output };
}

describe('npm start', () => {
  it('stops on SIGTERM to npm: the server shuts down gracefully and its port is freed', { timeout: 90_000 }, async () => {
    const { child, port, output } = await npmStart();
    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(await until(async () => !(await listening(port)), 20), output()).toBe(true);
    expect(await until(async () => /shutting down/.test(output()), 5), output()).toBe(true);
  });

  it('stops on Ctrl-C (SIGINT to the process group) once, gracefully, and frees its port', { timeout: 90_000 }, async () => {
    const { child, port, output } = await npmStart();
    process.kill(-child.pid!, 'SIGINT');
    await once(child, 'exit');
    expect(await until(async () => !(await listening(port)), 20), output()).toBe(true);
    expect(await until(async () => /shutting down/.test(output()), 5), output()).toBe(true);
    expect(output()).not.toMatch(/second SIGINT/);
  });

  it("takes npm's late copy of a Ctrl-C for the same Ctrl-C, not a second one that forces the stop", { timeout: 90_000 }, async () => {
    const { child, port, output } = await npmStart();
    // A request under way when the Ctrl-C comes (its last header line not yet sent) keeps the server closing.
    const request = net.connect(port, '127.0.0.1');
    await once(request, 'connect');
    request.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('close', () => resolve(text));
    });
    process.kill(-child.pid!, 'SIGINT');
    expect(await until(async () => /shutting down/.test(output()), 20), output()).toBe(true);
    // npm passes the SIGINT it gets on to its script; on a busy machine that copy comes after the terminal's.
    const script = Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).trim());
    expect(script).toBeGreaterThan(0);
    process.kill(script, 'SIGINT');
    expect(await until(async () => /second SIGINT/.test(output()), 1), output()).toBe(false);
    // The request under way is answered, then the server stops.
    request.end('\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 \d{3}/);
    await once(child, 'exit');
    expect(await until(async () => !(await listening(port)), 20), output()).toBe(true);
    expect(output()).not.toMatch(/second SIGINT/);
  });
});
