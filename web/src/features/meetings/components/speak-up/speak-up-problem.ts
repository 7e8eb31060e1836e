/**
 * What went wrong with a send, for a person: a limit reached says why and when they can write again, on their
 * own clock and in the page's language ("You can write again tomorrow"), never a count of seconds (issue 49).
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';

const REASONS: ReadonlySet<unknown> = new Set(['resident', 'item', 'network', 'site']);

/** "in 20 minutes", "today at 9:00 PM", "tomorrow", "on December 2", from now to `seconds` later. */
export function writeAgainKey(seconds: number, now: Date): { key: string; values: Record<string, unknown> } {
  if (seconds < 60 * 60) return { key: 'speakUp.limit.minutes', values: { count: Math.max(1, Math.ceil(seconds / 60)) } };
  const at = new Date(now.getTime() + seconds * 1000);
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (at.toDateString() === now.toDateString()) return { key: 'speakUp.limit.today', values: { time: at } };
  if (at.toDateString() === tomorrow.toDateString()) return { key: 'speakUp.limit.tomorrow', values: {} };
  return { key: 'speakUp.limit.later', values: { date: at } };
}

export function useSpeakUpProblem(error: Error | null): string | null {
  const { t, i18n } = useTranslation('meetings');
  if (!error) return null;
  if (!(error instanceof ApiError)) return t('speakUp.failed');
  if (error.code !== 'rate_limited') return error.userMessage;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  const lead = REASONS.has(reason) ? t(`speakUp.limit.${String(reason)}`) : t('speakUp.limit.resident');
  if (error.retryAfterSeconds === undefined) return lead;
  const { key, values } = writeAgainKey(error.retryAfterSeconds, new Date());
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const worded = {
    ...values,
    ...(values.time instanceof Date ? { time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(values.time) } : {}),
    ...(values.date instanceof Date ? { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(values.date) } : {}),
  };
  // "3:00 p.m." ends the Spanish sentence with its own period.
  return `${lead} ${t(key, worded)}`.replace(/\.\.$/, '.');
}
