/**
 * The two request streams of the reset-flood measurement (issue 23), shared by `bench:reset-flood` (sign-in
 * alone) and the flood stage of `bench:load` (beside the whole mix): sign-ins of real residents, and
 * `password-reset/confirm` with made-up tokens, each from a new address, so the per-address limit never helps
 * the server and only the order of its checks is measured.
 */
import autocannon from 'autocannon';
import { BENCH_PASSWORD, type LoadData } from './load-prepare.ts';

export interface BenchRequest { method: string; path: string; headers: Record<string, string>; body?: string }
export interface StreamResult { rps: number; p50: number; p99: number; statuses: Record<number, number> }

let n = 0;
// 172.16/12, so these addresses never meet the mix's 10/8 ones in a per-address counter.
const address = () => `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n++ & 255}`;

/** Sign-ins spread over `users`, each from a new address (as many residents behind the proxy). */
export function signInStream(users: LoadData['users']): () => BenchRequest {
  let user = 0;
  return () => {
    const who = users[user++ % users.length]!;
    return {
      method: 'POST',
      path: '/api/v1/auth/login/email',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify({ email: who.email, password: BENCH_PASSWORD }),
    };
  };
}

export function resetFloodStream(): () => BenchRequest {
  return () => ({
    method: 'POST',
    path: '/api/v1/auth/password-reset/confirm',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: JSON.stringify({ token: `made-up-${n}-${'x'.repeat(32)}`, password: 'A-Long-New-Password-2026' }),
  });
}

/** Drives one stream for `seconds` with autocannon and returns its figures and status codes. */
export function driveStream(url: string, connections: number, seconds: number, next: () => BenchRequest): Promise<StreamResult> {
  const statuses: Record<number, number> = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) as typeof req }],
  });
  instance.on('response', (_client: unknown, status: number) => (statuses[status] = (statuses[status] ?? 0) + 1));
  return (instance as unknown as Promise<{ requests: { average: number }; latency: { p50: number; p99: number } }>).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses,
  }));
}

export function formatStream(name: string, r: StreamResult): string {
  return `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${JSON.stringify(r.statuses)}`;
}
