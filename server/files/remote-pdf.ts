/**
 * Fetches a PDF from an allowed remote host for the same-origin proxy, through the shared outbound fetch
 * (server/lib/outbound-fetch.ts: public addresses only, pinned, every redirect re-checked, total deadline and
 * minimum rate, size cap). Redirects may not leave the host, the host must be on the allow-list, and the body
 * must be a PDF by type and by its first bytes.
 */
import { fetchOutbound, OutboundFetchError } from '../lib/outbound-fetch.ts';
import { isPublicAddress } from '../lib/public-address.ts';

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
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Below this average rate (after a few seconds) the source is dropped. */
  minBytesPerSecond?: number;
  /** Address policy; only tests widen it, to reach a stub on loopback. */
  isAllowedAddress?: (address: string) => boolean;
}

const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', 'application/octet-stream', 'binary/octet-stream']);

/** The PDF at `rawUrl`, or a RemotePdfError saying why not. */
export async function fetchRemotePdf(rawUrl: string, options: RemotePdfOptions): Promise<Buffer> {
  const hosts = options.allowedHosts;
  const checkHop = (url: URL, previous: URL | null) => {
    if (previous && url.hostname.toLowerCase() !== previous.hostname.toLowerCase()) {
      throw new RemotePdfError(403, 'redirect_to_other_host', 'The PDF source redirected to another host.');
    }
    if (!hosts.includes(url.hostname.toLowerCase())) {
      throw new RemotePdfError(403, 'host_not_allowed', `PDFs from ${url.hostname} are not fetched by this site.`);
    }
  };
  let answer;
  try {
    answer = await fetchOutbound(rawUrl, {
      checkHop,
      maxBytes: options.maxBytes,
      totalTimeoutMs: options.timeoutMs ?? 30_000,
      maxRedirects: options.maxRedirects ?? 3,
      ...(options.minBytesPerSecond !== undefined ? { minBytesPerSecond: options.minBytesPerSecond } : {}),
      isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
      headers: { accept: 'application/pdf' },
    });
  } catch (error) {
    if (error instanceof OutboundFetchError) throw new RemotePdfError(error.refused ? 403 : 502, error.reason, error.message);
    throw error;
  }
  if (answer.status !== 200) throw new RemotePdfError(502, 'status', `The PDF source answered ${answer.status}.`);
  if (!PDF_TYPES.has(answer.contentType) || !answer.body.subarray(0, 1024).includes('%PDF-')) {
    throw new RemotePdfError(502, 'not_pdf', 'The remote file is not a PDF.');
  }
  return answer.body;
}
