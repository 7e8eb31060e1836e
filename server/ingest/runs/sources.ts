/**
 * What `npm run ingest` accepts: PDF files, folders (searched recursively for .pdf), and http(s) URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAX_PDF_BYTES } from '#contract/ingest.ts';
import { fetchOutbound } from '../../lib/outbound-fetch.ts';
import { isPublicAddress } from '../../lib/public-address.ts';

/**
 * One thing to ingest: a local path or a URL. A URL is fetched only from public addresses, unless its host is
 * one of `privateHosts` (a document server inside the city's network, named in INGEST_PRIVATE_HOSTS).
 */
export type IngestSource = { kind: 'file'; path: string } | { kind: 'url'; url: string; privateHosts?: readonly string[]; validators?: DocumentValidators };

/** What the source said of the bytes last read from it, sent back so that unchanged bytes are not sent again. */
export interface DocumentValidators {
  etag: string | null;
  lastModified: string | null;
}

/** What was read: the bytes, or (`notModified`) the source's word that the bytes last read are still current. */
export interface SourceRead {
  name: string;
  bytes: Uint8Array;
  validators?: DocumentValidators;
  notModified?: boolean;
}

/** The largest PDF downloaded for ingestion: the same as an upload's (contract/ingest.ts). */
export const MAX_DOWNLOAD_BYTES = MAX_PDF_BYTES;

/** Expands arguments into sources, folders first walked in name order; missing paths are reported. */
export function expandSources(args: string[]): { sources: IngestSource[]; missing: string[] } {
  const sources: IngestSource[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.pdf$/i.test(entry.name)) sources.push({ kind: 'file', path: full });
    }
  };
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) sources.push({ kind: 'url', url: arg });
    else if (!fs.existsSync(arg)) missing.push(arg);
    else if (fs.statSync(arg).isDirectory()) walk(arg);
    else sources.push({ kind: 'file', path: arg });
  }
  return { sources, missing };
}

/**
 * The file name recorded for a downloaded document: the last path segment, with the query when there is one, so
 * that `COTDisplayDocument/?DocumentIdentifiers=123` and `...=124` stay two documents, not one.
 */
export function sourceNameOf(url: string): string {
  const parsed = new URL(url);
  const segment = decodeURIComponent(parsed.pathname.split('/').filter(Boolean).pop() || 'download');
  const query = parsed.search.replace(/^\?/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  const name = (query ? `${segment.replace(/\.pdf$/i, '')}-${query}` : segment).slice(0, 150);
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * Reads a source's bytes and the file name to record. URLs go through the shared outbound fetch (public
 * addresses only, every redirect re-checked, total deadline, minimum rate, size cap): an admin's URL must not
 * reach the server's own network or hold a worker forever.
 */
export async function readSource(source: IngestSource): Promise<SourceRead> {
  if (source.kind === 'file') return { name: path.basename(source.path), bytes: new Uint8Array(fs.readFileSync(source.path)) };
  const privateHosts = source.privateHosts ?? [];
  let allowPrivate = false;
  const response = await fetchOutbound(source.url, {
    maxBytes: MAX_DOWNLOAD_BYTES,
    totalTimeoutMs: 120_000,
    checkHop: (url) => {
      allowPrivate = privateHosts.includes(url.hostname.toLowerCase());
    },
    isAllowedAddress: (address) => allowPrivate || isPublicAddress(address),
    headers: { accept: 'application/pdf', ...conditionalHeaders(source.validators) },
  });
  const validators = { etag: response.etag, lastModified: response.lastModified };
  if (response.status === 304 && source.validators) return { name: sourceNameOf(source.url), bytes: new Uint8Array(0), validators, notModified: true };
  if (response.status !== 200) throw new Error(`download failed: HTTP ${response.status}`);
  return { name: sourceNameOf(source.url), bytes: new Uint8Array(response.body), validators };
}

function conditionalHeaders(validators: DocumentValidators | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

/** A short label for progress and the summary table. */
export function sourceLabel(source: IngestSource): string {
  return source.kind === 'file' ? path.basename(source.path) : source.url;
}
