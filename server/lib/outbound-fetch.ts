/**
 * The one way the server fetches a URL someone else chose (the PDF proxy, admin ingest). Each hop (the first
 * URL and every redirect) is checked again: http(s) only, no credentials in the URL, the caller's host rule,
 * and every DNS answer a public address (server/lib/public-address.ts), with the connection pinned to the
 * checked address so a second DNS answer cannot swap in 127.0.0.1. Waits are bounded three ways: a total
 * deadline, an idle timeout, and a minimum rate after a grace period (a source sending one byte a second is
 * dropped, not waited on); the body is capped. Error messages never echo the network's answer (no port scan).
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why a fetch failed. `policy` reasons are refusals (the URL or address is not allowed); the rest, network. */
export type OutboundFailure =
  | 'bad_url'
  | 'host_not_allowed'
  | 'private_address'
  | 'redirect_refused'
  | 'redirects'
  | 'dns'
  | 'network'
  | 'timeout'
  | 'too_slow'
  | 'too_large';

export class OutboundFetchError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundFetchError';
  }

  /** True when the request was refused by policy rather than failed on the network. */
  get refused(): boolean {
    return ['bad_url', 'host_not_allowed', 'private_address', 'redirect_refused'].includes(this.reason);
  }
}

export interface OutboundLimits {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** The whole fetch, redirects included, must end within this. */
  totalTimeoutMs: number;
  /** No byte for this long ends the fetch. */
  idleTimeoutMs: number;
  /** After `graceMs`, the body must have arrived at least this fast on average. */
  minBytesPerSecond: number;
  graceMs: number;
  maxRedirects: number;
}

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  maxBytes: 25 * 1024 * 1024,
  totalTimeoutMs: 60_000,
  idleTimeoutMs: 15_000,
  minBytesPerSecond: 16 * 1024,
  graceMs: 5_000,
  maxRedirects: 3,
};

export interface OutboundOptions extends Partial<OutboundLimits> {
  /** Throws (an OutboundFetchError) when a hop's URL is not allowed; called for the first URL and each redirect. */
  checkHop?: (url: URL, previous: URL | null) => void;
  /** Address policy; defaults to public addresses only. */
  isAllowedAddress?: (address: string) => boolean;
  headers?: Record<string, string>;
}

export interface OutboundResponse {
  status: number;
  contentType: string;
  body: Buffer;
  url: URL;
  /** The answer's validators, for a conditional GET next time (`ETag`, `Last-Modified`); null when absent. */
  etag: string | null;
  lastModified: string | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function parseHop(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundFetchError('bad_url', 'This is not a web address.');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new OutboundFetchError('bad_url', 'Only plain http and https addresses can be fetched.');
  }
  return url;
}

async function resolveChecked(hostname: string, allowed: (a: string) => boolean): Promise<{ address: string; family: number }> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(literal)) {
    addresses = [{ address: literal, family: net.isIP(literal) }];
  } else {
    try {
      addresses = await dns.lookup(hostname, { all: true, verbatim: true });
    } catch {
      throw new OutboundFetchError('dns', `The host ${hostname} could not be found.`);
    }
  }
  // Every answer must be allowed: a host that also resolves inside our network is refused outright.
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
    throw new OutboundFetchError('private_address', 'This address is not on the public internet.');
  }
  return addresses[0]!;
}

function oneHop(
  url: URL,
  pinned: { address: string; family: number },
  limits: OutboundLimits,
  deadline: number,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | undefined; contentType: string; body: Buffer; etag: string | null; lastModified: string | null }> {
  const lookup: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: typeof pinned[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundFetchError) => {
      if (settled) return;
      settled = true;
      clearTimeout(totalTimer);
      clearInterval(rateTimer);
      req.destroy();
      reject(error);
    };
    const totalTimer = setTimeout(
      () => fail(new OutboundFetchError('timeout', 'The source did not answer in time.')),
      Math.max(0, deadline - Date.now()),
    );
    const started = Date.now();
    let received = 0;
    // The average rate since the start must stay above the minimum once the grace period is over.
    const rateTimer = setInterval(() => {
      const elapsed = Date.now() - started;
      if (elapsed > limits.graceMs && received / (elapsed / 1000) < limits.minBytesPerSecond) {
        fail(new OutboundFetchError('too_slow', 'The source is sending too slowly.'));
      }
    }, 1000);
    const tooLarge = () => new OutboundFetchError('too_large', `The file is larger than the ${Math.round(limits.maxBytes / (1024 * 1024))} MB limit.`);
    const req = client.get(url, { lookup, timeout: limits.idleTimeoutMs, headers: { 'user-agent': 'CivicCommons/1', ...headers } }, (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const done = (body: Buffer) => {
        if (settled) return;
        settled = true;
        clearTimeout(totalTimer);
        clearInterval(rateTimer);
        resolve({ status, location: res.headers.location, contentType, body, etag: res.headers.etag ?? null, lastModified: res.headers['last-modified'] ?? null });
      };
      if (status !== 200) {
        res.resume();
        done(Buffer.alloc(0));
        return;
      }
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) return fail(tooLarge());
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) return fail(tooLarge());
        chunks.push(chunk);
      });
      res.on('end', () => done(Buffer.concat(chunks)));
      res.on('error', () => fail(new OutboundFetchError('network', 'The file could not be fetched from its source.')));
    });
    req.on('timeout', () => fail(new OutboundFetchError('timeout', 'The source did not answer in time.')));
    req.on('error', () => fail(new OutboundFetchError('network', 'The file could not be fetched from its source.')));
  });
}

/** GETs `rawUrl` under the rules above; any status but a redirect is returned to the caller. */
export async function fetchOutbound(rawUrl: string, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const limits: OutboundLimits = { ...DEFAULT_OUTBOUND_LIMITS, ...stripUndefined(options) };
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const deadline = Date.now() + limits.totalTimeoutMs;
  let url = parseHop(rawUrl);
  options.checkHop?.(url, null);
  for (let hop = 0; ; hop++) {
    const pinned = await resolveChecked(url.hostname, allowed);
    if (Date.now() >= deadline) throw new OutboundFetchError('timeout', 'The source did not answer in time.');
    const answer = await oneHop(url, pinned, limits, deadline, options.headers ?? {});
    if (!REDIRECTS.has(answer.status) || !answer.location) {
      return { status: answer.status, contentType: answer.contentType, body: answer.body, url, etag: answer.etag, lastModified: answer.lastModified };
    }
    if (hop >= limits.maxRedirects) throw new OutboundFetchError('redirects', 'The source redirected too many times.');
    const next = parseHop(new URL(answer.location, url));
    options.checkHop?.(next, url);
    url = next;
  }
}

function stripUndefined(options: OutboundOptions): Partial<OutboundLimits> {
  const out: Partial<OutboundLimits> = {};
  for (const key of Object.keys(DEFAULT_OUTBOUND_LIMITS) as (keyof OutboundLimits)[]) {
    if (options[key] !== undefined) out[key] = options[key];
  }
  return out;
}
