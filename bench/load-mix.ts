/**
 * The request mix of the load bench, by weight: what residents do most (browse and search meetings, open one)
 * and the writes that matter (sign in, join or leave a campaign, ask the assistant). Each request carries its
 * own X-Forwarded-For (the server trusts its proxy, as in production) so per-IP limits see many residents.
 */
import { BENCH_PASSWORD, type LoadData } from './load-prepare.ts';

export interface MixRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const SEARCHES = ['budget', 'zoning', 'stormwater', 'library', 'sewer', 'park', 'housing', 'police', 'permit', 'street'];
const QUESTIONS = ['When does the council meet next?', 'What did the council decide about zoning?', 'Who represents district 4?'];

/** Operation name and weight; the weights sum to 100. */
export const MIX = [
  ['home page', 8],
  ['list meetings', 27],
  ['search', 20],
  ['open meeting', 20],
  ['sign in', 5],
  ['join campaign', 12],
  ['chat', 8],
] as const;

/** Returns a function giving the n-th request of the mix (deterministic, so runs compare). */
export function createMix(data: LoadData): (n: number) => MixRequest {
  const slots = MIX.flatMap(([name, weight]) => Array.from({ length: weight }, () => name));
  return (n) => {
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const base = { 'x-forwarded-for': ip };
    const json = { ...base, 'content-type': 'application/json' };
    // A new resident every 100 requests: sign-ins spread over all accounts (10 per account per 15 min).
    const user = data.users[Math.floor(n / 100) % data.users.length]!;
    switch (slots[(n * 37) % slots.length]) {
      case 'home page':
        return { method: 'GET', path: '/', headers: { ...base, accept: 'text/html' } };
      case 'list meetings':
        return { method: 'GET', path: '/api/v1/meetings', headers: base };
      case 'search':
        return { method: 'GET', path: `/api/v1/meetings?q=${SEARCHES[n % SEARCHES.length]}`, headers: base };
      case 'open meeting':
        return { method: 'GET', path: `/api/v1/meetings/${data.meetingIds[n % data.meetingIds.length]}`, headers: base };
      case 'sign in':
        return { method: 'POST', path: '/api/v1/auth/login/email', headers: json, body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }) };
      case 'join campaign': {
        const campaign = data.campaignIds[n % data.campaignIds.length];
        // Alternate joining and leaving so the writes keep happening instead of becoming no-ops.
        const method = Math.floor(n / 7) % 2 === 0 ? 'POST' : 'DELETE';
        return { method, path: `/api/v1/campaigns/${campaign}/join`, headers: { ...base, authorization: `Bearer ${user.token}` } };
      }
      default:
        return { method: 'POST', path: '/api/v1/chatbot/chat', headers: json, body: JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length] }) };
    }
  };
}
