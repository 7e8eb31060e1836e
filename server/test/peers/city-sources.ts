/**
 * A loopback "city": an HTTP server serving a Granicus listing in the recorded row format and the real agenda
 * and minutes PDFs it links to, for sync tests. `listingStatus` makes the listing fail; `requests` records every
 * path asked for.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pdf = (...parts: string[]) => fs.readFileSync(path.join(here, '..', '..', ...parts));

/** A real minutes PDF of the city, by its file name. */
export const minutesPdf = (file: string): Buffer => pdf('../city/tulsa/data/minutes', file);

/** One row of the listing in the recorded row format: the meeting's name, its date and time, its document under `label`. */
export const listingRow = (name: string, when: string, href: string, label: 'Agenda' | 'Minutes' = 'Agenda'): string =>
  `<tr class="listingRow"><td class="listItem" headers="Name" scope="row">${name}</td><td class="listItem">${when}</td><td class="listItem">00h&nbsp;20m</td><td class="listItem"><a href="${href}">${label}</a></td></tr>`;

/** The listing page with these rows, newest first. */
export const listingPage = (rows: string[]): string => `<html><body><table>\n${rows.join('\n')}\n</table></body></html>`;

export interface LoopbackCity {
  listingUrl: string;
  requests: string[];
  listingStatus: number;
  /** The documents served, by path: replace one to post a revised agenda. */
  files: Record<string, Buffer>;
  /** A status to answer instead of the document, by path (a city server that fails: 500, 404...). */
  statuses: Map<string, number>;
  /** The listing page as served (replace it to change the layout). */
  listing: string;
  /** Paths asked for and never answered (a city server that hangs), until removed. */
  held: Set<string>;
  /** Paths answered 304 Not Modified (documents are served with an ETag, their bytes' hash, and honour If-None-Match). */
  notModified: string[];
  /** Resolves once `path` has been asked for. */
  waitForRequest(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the city: a Public Works Committee agenda and a canceled committee (August 6, 2025), and the minutes of December 4, 2024 at 4 PM. */
export async function startLoopbackCity(): Promise<LoopbackCity> {
  const files: Record<string, Buffer> = {
    '/docs/pw-agenda.pdf': pdf('../city/tulsa/fixtures/agendas/tulsa-archive-29985-agenda.pdf'),
    '/docs/ued-agenda.pdf': pdf('../city/tulsa/fixtures/agendas/tulsa-archive-29981-agenda.pdf'),
    '/docs/24-1158-1_2024-12-04_4PM_Minutes.pdf': minutesPdf('24-1158-1_2024-12-04_4PM_Minutes.pdf'),
  };
  const listing = listingPage([
    listingRow('Council Public Works Committee', 'August&nbsp;6,&nbsp;2025 - 2:30&nbsp;PM', '/docs/pw-agenda.pdf'),
    listingRow('Council Urban &amp; Economic Development Committee', 'August&nbsp;6,&nbsp;2025 - 10:30&nbsp;AM', '/docs/ued-agenda.pdf'),
    listingRow('Regular Council Meeting', 'December&nbsp;4,&nbsp;2024 - 4:00&nbsp;PM', '/docs/24-1158-1_2024-12-04_4PM_Minutes.pdf', 'Minutes'),
  ]);
  const waiters: { path: string; resolve: () => void }[] = [];
  const city: LoopbackCity = {
    listingUrl: '',
    requests: [],
    listingStatus: 200,
    files,
    statuses: new Map(),
    listing,
    held: new Set(),
    notModified: [],
    waitForRequest: (path) => (city.requests.includes(path) ? Promise.resolve() : new Promise((resolve) => waiters.push({ path, resolve }))),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    city.requests.push(req.url!);
    for (const w of waiters.filter((w) => w.path === req.url)) w.resolve();
    if (city.held.has(req.url!)) return;
    if (req.url === '/listing') {
      res.writeHead(city.listingStatus, { 'content-type': 'text/html' });
      res.end(city.listingStatus === 200 ? city.listing : 'Service Unavailable');
      return;
    }
    const status = city.statuses.get(req.url!);
    if (status) {
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    const body = city.files[req.url!];
    const etag = body ? `"${crypto.createHash('sha256').update(body).digest('hex').slice(0, 16)}"` : undefined;
    if (etag && req.headers['if-none-match'] === etag) {
      city.notModified.push(req.url!);
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(body ? 200 : 404, { 'content-type': body ? 'application/pdf' : 'text/plain', ...(etag ? { etag } : {}) });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  city.listingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/listing`;
  city.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return city;
}
