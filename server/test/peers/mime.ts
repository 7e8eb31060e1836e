/**
 * Just enough MIME to read what nodemailer sends, fast enough for the benchmark (tests that read messages as a
 * mail client does use mailparser, see server/delivery/email-links.test.ts):
 * unfolded headers, RFC 2047 encoded words, multipart bodies, quoted-printable and base64 parts.
 */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  messageId: string;
  text: string;
  html: string;
}

function splitHeadBody(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ''];
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return [raw.slice(0, at), raw.slice(at + sep.length)];
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*(?==\?)?/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

export function decodeQuotedPrintable(text: string): string {
  // A literal "%" of the text (a link's "%20") is a character, not an escape: kept as it is, not decoded.
  const bytes = text.replace(/%/g, '%25').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function collectParts(head: Map<string, string>, body: string, out: { text: string; html: string }): void {
  const type = head.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const [partHead, partBody] = splitHeadBody(chunk.replace(/^\r?\n/, ''));
      collectParts(parseHeaders(partHead), partBody, out);
    }
    return;
  }
  const decoded = decodeBody(body, head.get('content-transfer-encoding')).replace(/\r\n/g, '\n').replace(/\n$/, '');
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

/** Parses one raw RFC 5322 message. */
export function parseMail(raw: string): ParsedMail {
  const [head, body] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return {
    headers,
    subject: headers.get('subject') ?? '',
    to: headers.get('to') ?? '',
    messageId: headers.get('message-id') ?? '',
    ...parts,
  };
}
