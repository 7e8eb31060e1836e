/**
 * A loopback replica of the City of Tulsa council archive (`/apps/TulsaCouncilArchive`), built from what is known
 * of it, not from a recording (none exists: `../shared/data/sources/tulsa-council-archive/README.md`): the search
 * form's field names and type codes as the source app recorded them, an ASP.NET WebForms page (hidden state the
 * search must send back, `ctl00$...$` field prefixes), documents opened through
 * `COTDisplayDocument/?DocumentIdentifiers=N` and named as the real minutes files are ("25-42-2 2024-12-18 5PM
 * Minutes"), serving those real PDFs. `markup: 'changed'` serves the same answers in a slightly different page.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const minutesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes');

/** The type codes of the recorded form, in its order. */
const TYPE_CODES = ['-1', '257', '263', '0', '265', '-2', '256', '258', '259', '260', '290', '261', '262', '264', '280', '289', '334', '288'];
const VIEWSTATE = 'dDwtMTA4NzYwMjE3Nzs7Pg==';

/** A document the archive files: its id, the archive's name for it, the meeting type code it is filed under. */
export interface ArchiveEntry {
  id: number;
  name: string;
  typeCode: string;
  /** The minutes file in `city/tulsa/data/minutes` served as its bytes. */
  file: string;
}

export interface LoopbackArchive {
  url: string;
  entries: ArchiveEntry[];
  markup: 'known' | 'changed';
  /** Every request, `METHOD path` (searches with their date and type). */
  requests: string[];
  /** A status to answer searches with instead (the archive failing). */
  searchStatus: number;
  /** Documents (by id) asked for and never answered (an archive that hangs on one), until removed. */
  held: Set<number>;
  /** Resolves once the document `id` has been asked for. */
  waitForDocument(id: number): Promise<void>;
  close(): Promise<void>;
}

const formPage = (markup: LoopbackArchive['markup']) => {
  const prefix = markup === 'known' ? 'ctl00$MainContent$' : 'ctl00$Body$SearchPanel$';
  const options = TYPE_CODES.map((code) => (markup === 'known' ? `<option value="${code}">${code}</option>` : `<option class='opt' value='${code}'>${code}</option>`)).join('');
  const hidden =
    markup === 'known'
      ? `<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${VIEWSTATE}" />`
      : `<input value='${VIEWSTATE}' id='__VIEWSTATE' type='hidden' name='__VIEWSTATE'>`;
  return `<!DOCTYPE html><html><body><form method="post" action="./TulsaCouncilArchive" id="form1">${hidden}
<input type="hidden" name="__EVENTVALIDATION" value="abc123" />
<label>Meeting Date</label><input name="${prefix}Meeting_Date" type="text" id="Meeting_Date" />
<select name="${prefix}Council_Meeting_Type" id="Council_Meeting_Type">${options}</select>
<input type="submit" name="${prefix}btnMeetingSearch" value="Search" id="btnMeetingSearch" />
RESULTS</form></body></html>`;
};

const resultRows = (entries: ArchiveEntry[], markup: LoopbackArchive['markup']) =>
  markup === 'known'
    ? `<table class="results">${entries
        .map((e) => `<tr><td>${e.name}</td><td><a href="../apps/COTDisplayDocument/?DocumentType=Minutes&amp;DocumentIdentifiers=${e.id}" target="_blank">View</a></td></tr>`)
        .join('')}</table>`
    : `<ul class='docs'>${entries
        .map((e) => `<li><a target='_blank' class='doc' href='/apps/COTDisplayDocument/?DocumentIdentifiers=${e.id}&DocumentType=Minutes'>${e.name}.pdf</a></li>`)
        .join('')}</ul>`;

/** `MM/DD/YYYY` from the search, as `YYYY-MM-DD`. */
const isoOf = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

export async function startLoopbackArchive(entries: ArchiveEntry[]): Promise<LoopbackArchive> {
  const waiters: { id: number; resolve: () => void }[] = [];
  const asked = new Set<number>();
  const archive: LoopbackArchive = {
    url: '',
    entries,
    markup: 'known',
    requests: [],
    searchStatus: 200,
    held: new Set(),
    waitForDocument: (id) => (asked.has(id) ? Promise.resolve() : new Promise((resolve) => waiters.push({ id, resolve }))),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://archive');
      if (url.pathname === '/apps/TulsaCouncilArchive' && req.method === 'GET') {
        archive.requests.push(`GET ${url.pathname}`);
        res.writeHead(200, { 'content-type': 'text/html' }).end(formPage(archive.markup).replace('RESULTS', ''));
        return;
      }
      if (url.pathname === '/apps/TulsaCouncilArchive' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const field = (base: string) => [...form.keys()].find((k) => k.endsWith(`$${base}`));
        const date = form.get(field('Meeting_Date') ?? '') ?? '';
        const type = form.get(field('Council_Meeting_Type') ?? '') ?? '';
        archive.requests.push(`POST ${date} ${type}`);
        // WebForms rejects a post that does not send its page state back.
        const status = form.get('__VIEWSTATE') !== VIEWSTATE || !field('btnMeetingSearch') ? 500 : archive.searchStatus;
        if (status !== 200) {
          res.writeHead(status, { 'content-type': 'text/html' }).end('<html><body>Server Error in \'/apps\' Application.</body></html>');
          return;
        }
        const day = isoOf(date);
        const hits = archive.entries.filter((e) => e.name.includes(day) && (type === '' || e.typeCode === type));
        res.writeHead(200, { 'content-type': 'text/html' }).end(formPage(archive.markup).replace('RESULTS', resultRows(hits, archive.markup)));
        return;
      }
      const id = Number(url.searchParams.get('DocumentIdentifiers'));
      const entry = /COTDisplayDocument/.test(url.pathname) ? archive.entries.find((e) => e.id === id) : undefined;
      archive.requests.push(`GET ${url.pathname}${url.search}`);
      if (entry) {
        asked.add(entry.id);
        for (const w of waiters.filter((w) => w.id === entry.id)) w.resolve();
        if (archive.held.has(entry.id)) return;
      }
      if (!entry) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(fs.readFileSync(path.join(minutesDir, entry.file)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  archive.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apps/TulsaCouncilArchive`;
  archive.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return archive;
}
