/**
 * The offline email composer: writes a real email from what the resident typed, without a model. It restates
 * the concern in the resident's own words, names the district and the people written to, asks for a specific
 * action, and changes greeting, framing, ask, length and sign-off with the tone. It adds no facts of its own.
 */
import type { ComposedEmail, Representative } from '../../contract/representatives.ts';
import type { EmailTone } from '../../contract/enums.ts';
import { city } from '../../city/current.ts';
import { parseCoordinates } from './address-input.ts';

export interface ComposeRequest {
  address: string;
  issue: string;
  tone: EmailTone;
  representatives: Representative[];
  sender_name?: string | undefined;
}

/** The district of the councilor written to, if any: that is the resident's district. */
export function districtOf(representatives: Representative[]): number | null {
  return representatives.find((r) => r.district !== null)?.district ?? null;
}

/** "Councilor Laura Bellis", "Mayor Monroe Nichols"; offices are greeted as a group, not by name. */
function addressee(rep: Representative): string | null {
  if (/office/i.test(rep.position)) return null;
  const title = /^councilor\b/i.test(rep.position) ? 'Councilor' : /^mayor\b/i.test(rep.position) ? 'Mayor' : '';
  return title ? `${title} ${rep.name}` : rep.name;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The first sentence of the issue, short enough for a subject line, in the resident's words. */
export function topicOf(issue: string, max = 70): string {
  const first = (issue.trim().split(/(?<=[.!?])\s+|\n+/)[0] ?? '').trim().replace(/[.!?:;,]+$/, '');
  const short = first.length <= max ? first : `${first.slice(0, first.lastIndexOf(' ', max) > 20 ? first.lastIndexOf(' ', max) : max).trim()}…`;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** The issue with tidy whitespace: paragraphs kept, runs of spaces collapsed. */
function tidy(issue: string): string {
  return issue
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/^./, (c) => c.toUpperCase());
}

export function composeOffline(request: ComposeRequest): ComposedEmail {
  const district = districtOf(request.representatives);
  const names = request.representatives.map(addressee).filter((n): n is string => n !== null);
  const who = names.length > 0 ? joinNames(names) : `members of the ${city.councilName}`;
  const topic = topicOf(request.issue);
  const concern = tidy(request.issue);
  // "36.15, -95.99" found the district but is no way to sign a letter.
  const address = parseCoordinates(request.address) ? '' : request.address.trim();
  const place = district ? `District ${district}` : city.name;
  const where = address ? ` at ${address}` : '';
  const sender = request.sender_name?.trim() || (district ? `A District ${district} resident` : `A ${city.name} resident`);
  const named = Boolean(request.sender_name?.trim());

  const parts = {
    friendly: {
      subject: `${topic} - a note from your neighbor in ${place}`,
      greeting: `Hi ${who},`,
      intro: `${named ? `My name is ${sender}, and I` : 'I'} live in ${place}${where}. I'm reaching out about something that matters to me and my neighbors.`,
      lead: `Here's what's going on, in my own words:`,
      ask: `Could you let me know whether this is already on your radar, and what the next step would be? If there's a city department I should contact as well, I'd be grateful for a pointer.`,
      close: `Thanks so much for your time and for everything you do for ${place}.`,
      signOff: `Thanks,\n${sender}`,
    },
    formal: {
      subject: `Constituent concern: ${topic}`,
      greeting: `Dear ${who}:`,
      intro: `I am writing as a constituent residing in ${place}${where} to bring the following matter to your attention.`,
      lead: `The concern, as I would describe it:`,
      ask: `I respectfully request that you review this matter and inform me which city department is responsible and what action is planned. If the matter requires action by the Council, I ask that you consider placing it on the agenda of an upcoming council or committee meeting so that residents may follow its progress.`,
      close: `Thank you for your attention to this matter. I look forward to your response.`,
      signOff: `Respectfully,\n${sender}${address ? `\n${address}` : ''}`,
    },
    urgent: {
      subject: `URGENT: ${topic} - action needed`,
      greeting: `${who},`,
      intro: `I live in ${place}${where}, and I am writing about a problem that needs prompt attention.`,
      lead: `The problem:`,
      ask: `Please act on this as soon as possible. I ask that you confirm you have received this message, tell me who is handling it, and let me know what will be done and by when.`,
      close: `Thank you for treating this with the urgency it deserves. I will follow up if I do not hear back.`,
      signOff: `Thank you,\n${sender}`,
    },
  }[request.tone];

  const body = [parts.greeting, parts.intro, `${parts.lead}\n\n${concern}`, parts.ask, parts.close, parts.signOff].join('\n\n');
  return { subject: parts.subject, body, engine: 'offline' };
}
