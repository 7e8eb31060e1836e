/**
 * The local reply when the assistant cannot be reached (spec §8): chosen by keywords in the resident's message.
 * Whether a message is civic at all is the server assistant's own rule (contract/civic-scope.ts, decision 017), so
 * the fallback never calls "only civic matters" a question the assistant would have answered. A greeting gets a
 * greeting; a problem to report gets the city's service line; meeting, campaign and notification words point to
 * their pages; else a generic reply.
 */
import type { PublicCity } from '#contract/city.ts';
import { civicScope, isCivic } from '#contract/civic-scope.ts';

export type FallbackKind = 'greeting' | 'offTopic' | 'serviceRequest' | 'meetings' | 'campaigns' | 'notifications' | 'generic';

const NOTIFICATION_WORDS = ['notification', 'notify', 'alert', 'sms', 'text message', 'subscribe', 'email'];
const CAMPAIGN_WORDS = ['campaign', 'petition', 'election', 'join', 'advocacy'];
const MEETING_WORDS = ['meeting', 'council', 'agenda', 'minutes', 'vote', 'mayor', 'ordinance'];

const hasAny = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));

/**
 * Which canned reply fits the message. `hasServiceLine` says whether the city has a service line to report
 * problems to (without one, a problem to report gets the generic reply).
 */
export function fallbackKind(message: string, city: Pick<PublicCity, 'name' | 'scope'>, hasServiceLine = false): FallbackKind {
  const scope = civicScope(message, { cityName: city.name, local: city.scope });
  if (scope.kind === 'greeting') return 'greeting';
  if (!isCivic(scope)) return 'offTopic';
  if (scope.kind === 'city_service') return hasServiceLine ? 'serviceRequest' : 'generic';
  const text = message.toLowerCase();
  if (hasAny(text, NOTIFICATION_WORDS)) return 'notifications';
  if (hasAny(text, CAMPAIGN_WORDS)) return 'campaigns';
  if (hasAny(text, MEETING_WORDS)) return 'meetings';
  return 'generic';
}
