/**
 * The links every alert carries: the meeting page, the manage page and the one-click unsubscribe endpoint. A
 * Spanish subscriber's links say `lang=es`, so the pages they open are in the language of the message.
 */
import type { Language } from '#contract/languages.ts';
import { createManageToken } from '../subscriptions/manage-token.ts';

export interface AlertLinks {
  meeting: string;
  manage: string;
  /** RFC 8058 one-click target (POST), also fine to open in a browser (GET shows the manage page). */
  unsubscribe: string;
}

/** Public base URL without a trailing slash. */
export function baseUrl(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The query parameter that opens a page in `language` (none for English, the default). */
export function languageParam(language: Language, separator: '?' | '&'): string {
  return language === 'en' ? '' : `${separator}lang=${language}`;
}

/** The manage page link for a subscription, signed now. */
export function manageLink(publicUrl: string, secret: string, subscriptionId: number, now: Date, language: Language = 'en'): string {
  const token = createManageToken(secret, subscriptionId, now);
  return `${baseUrl(publicUrl)}/subscriptions/manage?token=${encodeURIComponent(token)}${languageParam(language, '&')}`;
}

export function alertLinks(
  publicUrl: string,
  secret: string,
  subscriptionId: number,
  meetingId: number | null,
  now: Date,
  language: Language = 'en',
): AlertLinks {
  const base = baseUrl(publicUrl);
  const token = encodeURIComponent(createManageToken(secret, subscriptionId, now));
  const lang = languageParam(language, '&');
  return {
    meeting: `${base}${meetingId === null ? '/meetings' : `/meetings/${meetingId}`}${languageParam(language, '?')}`,
    manage: `${base}/subscriptions/manage?token=${token}${lang}`,
    unsubscribe: `${base}/api/v1/subscriptions/unsubscribe?token=${token}${lang}`,
  };
}

/** RFC 2369 / RFC 8058 headers: mail clients show an Unsubscribe button that POSTs to our endpoint. */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
