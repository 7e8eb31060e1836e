/**
 * A `mailto:` link to every representative with an email, with the subject and body encoded (RFC 6068:
 * percent-encoded UTF-8, line breaks as CRLF).
 */
import type { Representative } from '#contract/representatives.ts';

/** Some email apps truncate longer links; past this we suggest Copy instead. */
export const MAILTO_SAFE_LENGTH = 2_000;

export function recipientEmails(representatives: Representative[]): string[] {
  const emails = representatives.map((r) => r.email?.trim()).filter((e): e is string => Boolean(e));
  return [...new Set(emails)];
}

export function buildMailto(representatives: Representative[], subject: string, body: string): string {
  const to = recipientEmails(representatives).map((e) => encodeURIComponent(e).replace(/%40/g, '@')).join(',');
  const crlf = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf)}`;
}
