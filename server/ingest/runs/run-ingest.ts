/**
 * Ingests a list of sources one after another, reporting progress; a bad file is recorded and the run goes on.
 * Shared by the CLI, the admin job and the demo seed.
 */
import fs from 'node:fs';
import { type IngestContext, type IngestResult, ingestPdf } from '../pipeline/ingest-file.ts';
import { checksumOf, storedPdfPath } from '../stored-pdfs/minutes-store.ts';
import { PdfReadingStopped } from '../pdf-text/pdf-text.ts';
import { type IngestSource, readSource, sourceLabel } from './sources.ts';

/** Progress after each file. */
export interface IngestProgress {
  done: number;
  total: number;
  pages: number;
  elapsedMs: number;
  last: IngestResult;
}

export async function runIngest(
  ctx: IngestContext,
  sources: IngestSource[],
  onProgress?: (p: IngestProgress) => void | Promise<void>,
): Promise<IngestResult[]> {
  const started = Date.now();
  const results: IngestResult[] = [];
  let pages = 0;
  for (const source of sources) {
    let result: IngestResult;
    try {
      result = await readAndIngest(ctx, source);
    } catch (error) {
      // A shutdown is no fault of the document: the run stops and is run again, nothing recorded against it.
      if (error instanceof PdfReadingStopped) throw error;
      result = { file: sourceLabel(source), status: 'failed', meetingId: null, pages: 0, items: 0, votes: 0, code: 'read_error', reason: (error as Error).message };
    }
    pages += result.pages;
    results.push(result);
    await onProgress?.({ done: results.length, total: sources.length, pages, elapsedMs: Date.now() - started, last: result });
  }
  return results;
}

/**
 * Reads one source and ingests it. A URL read before is asked for conditionally (its `ETag` / `Last-Modified` sent
 * back): when the city answers 304 the bytes kept from last time are the document, and nothing is downloaded
 * (issue 50: each pass downloaded every upcoming meeting's agenda again).
 */
async function readAndIngest(ctx: IngestContext, source: IngestSource): Promise<IngestResult> {
  if (source.kind === 'file') {
    const { name, bytes } = await readSource(source);
    return ingestPdf(ctx, name, bytes, null);
  }
  const known = await ctx.db.selectFrom('document_validators').select(['etag', 'last_modified', 'checksum']).where('url', '=', source.url).executeTakeFirst();
  const kept = known ? storedPdfPath(ctx.dataDir, known.checksum) : null;
  const validators = known && kept && fs.existsSync(kept) ? { etag: known.etag, lastModified: known.last_modified } : undefined;
  const read = await readSource({ ...source, validators });
  // A downloaded document keeps the address it came from: the city's own copy, linked from the meeting.
  if (read.notModified) return ingestPdf(ctx, read.name, new Uint8Array(fs.readFileSync(kept!)), source.url);
  const result = await ingestPdf(ctx, read.name, read.bytes, source.url);
  if (result.status !== 'failed' && (read.validators?.etag || read.validators?.lastModified)) {
    const row = { etag: read.validators.etag, last_modified: read.validators.lastModified, checksum: checksumOf(read.bytes), read_at: ctx.now().toISOString() };
    await ctx.db
      .insertInto('document_validators')
      .values({ url: source.url, ...row })
      .onConflict((oc) => oc.column('url').doUpdateSet(row))
      .execute();
  }
  return result;
}
