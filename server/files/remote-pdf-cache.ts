/**
 * Recently proxied PDFs kept in memory, so that the range requests pdf.js makes after its first one (a few
 * dozen for a long packet, several at once) are slices of one download instead of one download each. Requests
 * for a URL already being fetched wait for that fetch. Bounded by total bytes, oldest dropped first, and by
 * age: an entry is kept as long as the proxy's Cache-Control lets a browser keep the file.
 */
export interface RemotePdfCache {
  /** The body for `url`: from memory if fresh, else from `fetch` (one fetch per URL at a time). */
  get(url: string, now: Date, fetch: () => Promise<Buffer>): Promise<Buffer>;
}

export function createRemotePdfCache(options: { maxBytes: number; maxAgeMs: number }): RemotePdfCache {
  const entries = new Map<string, { body: Buffer; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let total = 0;

  function remember(url: string, body: Buffer, at: number) {
    if (body.length > options.maxBytes) return;
    forget(url);
    entries.set(url, { body, fetchedAt: at });
    total += body.length;
    // Map keeps insertion order: the first key is the oldest download.
    for (const [oldest, entry] of entries) {
      if (total <= options.maxBytes) break;
      entries.delete(oldest);
      total -= entry.body.length;
    }
  }

  function forget(url: string) {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    total -= entry.body.length;
  }

  return {
    async get(url, now, fetch) {
      const entry = entries.get(url);
      if (entry && now.getTime() - entry.fetchedAt < options.maxAgeMs) return entry.body;
      forget(url);
      const pending = inFlight.get(url);
      if (pending) return pending;
      const download = fetch()
        .then((body) => {
          remember(url, body, now.getTime());
          return body;
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, download);
      return download;
    },
  };
}
