/**
 * The local reply when the assistant cannot be reached (spec §8): chosen by keywords in the resident's message.
 * A greeting gets a greeting; a message with no civic keyword (the city's name, city, council, meeting ...)
 * gets "only civic matters"; meeting, campaign and notification words point to their pages; else a generic reply.
 */
import { CIVIC_FALLBACK_KEYWORDS } from '../../../../../contract/chat.ts';

export type FallbackKind = 'greeting' | 'offTopic' | 'meetings' | 'campaigns' | 'notifications' | 'generic';

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))\b/i;
const NOTIFICATION_WORDS = ['notification', 'notify', 'alert', 'sms', 'text message', 'subscribe', 'email'];
const CAMPAIGN_WORDS = ['campaign', 'petition', 'election', 'join', 'advocacy'];
const MEETING_WORDS = ['meeting', 'council', 'agenda', 'minutes', 'vote', 'mayor', 'ordinance'];

const hasAny = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));

/** Which canned reply fits the message; `cityName` counts as a civic keyword. */
export function fallbackKind(message: string, cityName: string): FallbackKind {
  const text = message.toLowerCase();
  if (GREETING.test(text)) return 'greeting';
  if (!hasAny(text, [cityName.toLowerCase(), ...CIVIC_FALLBACK_KEYWORDS])) return 'offTopic';
  if (hasAny(text, NOTIFICATION_WORDS)) return 'notifications';
  if (hasAny(text, CAMPAIGN_WORDS)) return 'campaigns';
  if (hasAny(text, MEETING_WORDS)) return 'meetings';
  return 'generic';
}
