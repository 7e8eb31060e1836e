/**
 * Range requests (RFC 9110 §14) for files we serve whole: pdf.js asks for the first bytes and then for the pages
 * it shows, instead of waiting for a 25 MB packet. One range per request; a request for several ranges gets the
 * whole file, which the RFC allows and which spares us multipart/byteranges.
 */
import type { FastifyRequest } from 'fastify';

export type RequestedRange =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  /** Outside the file: answered 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

/** What the Range header asks of a file of `size` bytes; a header we do not understand is ignored. */
export function requestedRange(header: string | undefined, size: number): RequestedRange {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' }; // an invalid range-spec: ignore the header
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * If-Range: a part is sent only if the client's copy is still this version (the same strong tag); otherwise the
 * whole file, so that bytes of two versions are never stitched together.
 */
export function ifRangeHolds(request: FastifyRequest, strongEtag: string): boolean {
  const header = request.headers['if-range'];
  if (typeof header !== 'string') return true;
  return !header.trim().startsWith('W/') && header.trim() === strongEtag;
}
