/**
 * Fetches a PDF from an allowed remote host for the same-origin proxy. Each hop (the first URL and any
 * redirect) is checked: http(s) only, the host on the allow-list, every resolved address public, and the
 * connection pinned to the address that was checked (no second DNS answer can swap in 127.0.0.1). Redirects
 * may not leave the host. The body is capped and must be a PDF by type and by its first bytes.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Why a fetch was refused or failed; `status` is what the proxy answers. */
export class RemotePdfError extends Error {
  constructor(
    readonly status: 403 | 502,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemotePdfError';
  }
}

export interface RemotePdfOptions {
  /** Host names (lower case) the proxy may fetch from. */
  allowedHosts: readonly string[];
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Address policy; only tests widen it, to reach a stub on loopback. */
  isAllowedAddress?: (address: string) => boolean;
}

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', 'application/octet-stream', 'binary/octet-stream']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function resolveChecked(hostname: string, allowed: (a: string) => boolean): Promise<{ address: string; family: number }> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (net.isIP(literal)) {
    addresses = [{ address: literal, family: net.isIP(literal) }];
  } else {
    try {
      addresses = await dns.lookup(hostname, { all: true, verbatim: true });
    } catch {
      throw new RemotePdfError(502, 'dns', `The host ${hostname} could not be found.`);
    }
  }
  // Every answer must be public: a host that also resolves inside our network is refused outright.
  if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
    throw new RemotePdfError(403, 'private_address', 'This address is not on the public internet.');
  }
  return addresses[0]!;
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function request(url: URL, pinned: { address: string; family: number }, options: Required<RemotePdfOptions>): Promise<Hop> {
  const lookup: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: typeof pinned[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup, timeout: options.timeoutMs, headers: { accept: 'application/pdf', 'user-agent': 'CivicCommons-PdfProxy/1' } }, (res) => {
      const status = res.statusCode ?? 0;
      const contentType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (status !== 200) {
        res.resume();
        resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        res.destroy();
        reject(tooLarge(options.maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          res.destroy();
          reject(tooLarge(options.maxBytes));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }));
      res.on('error', () => reject(new RemotePdfError(502, 'network', 'The PDF could not be fetched from its source.')));
    });
    req.on('timeout', () => req.destroy(new RemotePdfError(502, 'timeout', 'The PDF source did not answer in time.')));
    req.on('error', (error) => reject(error instanceof RemotePdfError ? error : new RemotePdfError(502, 'network', 'The PDF could not be fetched from its source.')));
  });
}

function tooLarge(maxBytes: number): RemotePdfError {
  return new RemotePdfError(502, 'too_large', `The PDF is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit.`);
}

function checkUrl(raw: string | URL, hosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemotePdfError(403, 'bad_url', 'This is not a web address.');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new RemotePdfError(403, 'bad_url', 'Only plain http and https addresses can be fetched.');
  }
  if (!hosts.includes(url.hostname.toLowerCase())) {
    throw new RemotePdfError(403, 'host_not_allowed', `PDFs from ${url.hostname} are not fetched by this site.`);
  }
  return url;
}

/** The PDF at `rawUrl`, or a RemotePdfError saying why not. */
export async function fetchRemotePdf(rawUrl: string, options: RemotePdfOptions): Promise<Buffer> {
  const settings: Required<RemotePdfOptions> = { timeoutMs: 15_000, maxRedirects: 3, isAllowedAddress: isPublicAddress, ...options };
  let url = checkUrl(rawUrl, settings.allowedHosts);
  for (let hop = 0; ; hop++) {
    const pinned = await resolveChecked(url.hostname, settings.isAllowedAddress);
    const answer = await request(url, pinned, settings);
    if (REDIRECTS.has(answer.status) && answer.location) {
      if (hop >= settings.maxRedirects) throw new RemotePdfError(502, 'redirects', 'The PDF source redirected too many times.');
      const next = new URL(answer.location, url);
      if (next.hostname.toLowerCase() !== url.hostname.toLowerCase()) {
        throw new RemotePdfError(403, 'redirect_to_other_host', 'The PDF source redirected to another host.');
      }
      url = checkUrl(next, settings.allowedHosts);
      continue;
    }
    if (answer.status !== 200) throw new RemotePdfError(502, 'status', `The PDF source answered ${answer.status}.`);
    if (!PDF_TYPES.has(answer.contentType) || !answer.body.subarray(0, 1024).includes('%PDF-')) {
      throw new RemotePdfError(502, 'not_pdf', 'The remote file is not a PDF.');
    }
    return answer.body;
  }
}
