/**
 * Ingests a list of sources one after another, reporting progress; a bad file is recorded and the run goes on.
 * Shared by the CLI, the admin job and the demo seed.
 */
import { type IngestContext, type IngestResult, ingestPdf } from '../pipeline/ingest-file.ts';
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
      const { name, bytes } = await readSource(source);
      // A downloaded document keeps the address it came from: the city's own copy, linked from the meeting.
      result = await ingestPdf(ctx, name, bytes, source.kind === 'url' ? source.url : null);
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
