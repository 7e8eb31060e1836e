/**
 * The "bytes inflated" limit (issue 51): before pdf.js sees a document, every zlib stream in it is inflated by
 * Node's native zlib, counting bytes and keeping none, and a stream that would inflate past the limit refuses the
 * document in about a second. pdf.js inflates in JavaScript and keeps what it inflates: a 4 MB bomb of 1.5 GB
 * took it tens of seconds and gigabytes before the memory guard could stop it.
 */
import zlib from 'node:zlib';
import { UnreadablePdfError } from './pdf-checks.ts';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/** Whether two bytes open a zlib stream with the deflate method (RFC 1950: CM 8, header a multiple of 31). */
function isZlibHeader(b0: number | undefined, b1: number | undefined): boolean {
  return b0 !== undefined && b1 !== undefined && (b0 & 0x0f) === 8 && ((b0 << 8) | b1) % 31 === 0;
}

/** Deflate never inflates past 1,032 times its size: a stream this small cannot hold more than about 66 MB. */
const SMALL_STREAM_BYTES = 64 * 1024;

/** How many bytes `data` inflates to, counting no further than just past `cap`; a broken stream counts what it gave. */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> | number {
  // Most streams of a PDF are small: inflated at once, in bounded memory (a trip through the thread pool per
  // stream made the check cost a third of the reading).
  if (data.length <= SMALL_STREAM_BYTES) {
    try {
      return zlib.inflateSync(data).length;
    } catch {
      return 0; // damaged or cut short: pdf.js's to report
    }
  }
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ chunkSize: 1024 * 1024 });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    // A damaged stream is pdf.js's to report (or repair); only its size matters here.
    inflate.on('error', () => resolve(total));
    inflate.end(data);
  });
}

/** Throws `too_much_inflated` when one stream of the PDF inflates to more than `maxStreamBytes`. */
export async function checkInflatedStreams(bytes: Uint8Array, maxStreamBytes: number): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(STREAM); at !== -1; at = buffer.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && buffer.subarray(at - 3, at).toString('latin1') === 'end') continue;
    let start = at + STREAM.length;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    if (!isZlibHeader(buffer[start], buffer[start + 1])) continue;
    const end = buffer.indexOf(END_STREAM, start);
    const size = await inflatedSize(buffer.subarray(start, end === -1 ? buffer.length : end), maxStreamBytes);
    if (size > maxStreamBytes) {
      throw new UnreadablePdfError(
        'too_much_inflated',
        `a stream of the PDF inflates to more than ${Math.round(maxStreamBytes / 1024 / 1024)} MB (a compressed bomb?); it was not read`,
      );
    }
    at = end === -1 ? buffer.length : end;
  }
}
