/**
 * The email of alerts before the vote: the agenda items that concern the subscriber, meeting by meeting, each
 * with why it was picked and a link to the item on the meeting's page. It says what the agenda says (what the
 * council will take up), never what it will decide.
 */
import { city } from '../../city/current.ts';
import { itemAnchor } from '../../contract/meetings.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { escapeHtml } from '../lib/html.ts';
import { footerHtml, footerText } from './alert-emails.ts';
import { type AlertLinks, baseUrl, unsubscribeHeaders } from './alert-links.ts';
import { longMeetingTime, shortMeetingTime } from './alert-time.ts';
import type { DigestPeriod } from './agenda-kinds.ts';
import type { MatchReason } from './agenda-matching.ts';

export interface AgendaAlertItem {
  item_number: string;
  title: string;
  reasons: MatchReason[];
}

export interface AgendaAlertMeeting {
  id: number;
  title: string;
  meeting_date: string;
  location: string | null;
  items: AgendaAlertItem[];
}

/** "Housing (a topic you follow), "zoning" (your keyword)". */
export function reasonText(reasons: MatchReason[]): string {
  return reasons
    .map((r) => {
      switch (r.by) {
        case 'topic':
          return `${r.name} (a topic you follow)`;
        case 'keyword':
          return `"${r.name}" (your keyword)`;
        case 'district':
          return `${r.name} (your district)`;
        case 'councilor':
          return `${r.name} (your district's councilor)`;
        case 'followed':
          return `file ${r.name} (an item you follow)`;
      }
    })
    .join(', ');
}

function itemLink(publicUrl: string, meetingId: number, itemNumber: string): string {
  return `${baseUrl(publicUrl)}/meetings/${meetingId}#${itemAnchor(itemNumber)}`;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function subjectOf(meetings: AgendaAlertMeeting[], digest: DigestPeriod | null): string {
  const items = meetings.reduce((n, m) => n + m.items.length, 0);
  if (digest) return `Your ${digest} agenda digest: ${count(items, 'item')} at ${count(meetings.length, 'meeting')}`;
  const only = meetings[0]!;
  return `On the agenda: ${count(items, 'item')} for you at ${only.title} (${shortMeetingTime(only.meeting_date)})`;
}

export function agendaEmail(
  to: { full_name: string; email: string },
  meetings: AgendaAlertMeeting[],
  links: AlertLinks,
  options: { digest: DigestPeriod | null; publicUrl: string },
): EmailMessage {
  const greeting = to.full_name.trim() ? `Hello ${to.full_name.trim()},` : 'Hello,';
  const lead = `Posted agendas of the ${city.councilName} list items that match your alerts. These are items the council will take up; nothing is decided yet.`;
  const text: string[] = [greeting, '', lead];
  let html = `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(lead)}</p>`;
  for (const meeting of meetings) {
    const when = longMeetingTime(meeting.meeting_date);
    text.push('', `${meeting.title}`, `When: ${when}${meeting.location ? `\nWhere: ${meeting.location}` : ''}`);
    html += `\n<h2 style="font-size:16px">${escapeHtml(meeting.title)}</h2>\n<p>When: ${escapeHtml(when)}${meeting.location ? `<br>Where: ${escapeHtml(meeting.location)}` : ''}</p>\n<ul>`;
    for (const item of meeting.items) {
      const link = itemLink(options.publicUrl, meeting.id, item.item_number);
      text.push('', `${item.item_number} ${item.title}`, `  Why you are told: ${reasonText(item.reasons)}`, `  ${link}`);
      html += `\n<li><p><a href="${escapeHtml(link)}">${escapeHtml(item.item_number)}</a> ${escapeHtml(item.title)}<br><span style="color:#4a5568">Why you are told: ${escapeHtml(reasonText(item.reasons))}</span></p></li>`;
    }
    html += '\n</ul>';
  }
  text.push('', 'To speak at a meeting or write to the council, see the meeting page.', ...footerText(links));
  html += `\n<p>To speak at a meeting or write to the council, see the meeting page.</p>\n${footerHtml(links)}`;
  return { to: to.email, subject: subjectOf(meetings, options.digest), text: text.join('\n'), html, headers: unsubscribeHeaders(links) };
}

/** A canceled meeting's title says so ("... (canceled)"); a notice of the cancellation need not say it twice. */
export const withoutCanceledMark = (title: string) => title.replace(/\s*\(canceled\)$/i, '');

/** The notice that a meeting whose items the subscriber was told of is canceled. */
export function cancellationEmail(to: { full_name: string; email: string }, meeting: AgendaAlertMeeting, links: AlertLinks): EmailMessage {
  const greeting = to.full_name.trim() ? `Hello ${to.full_name.trim()},` : 'Hello,';
  const when = longMeetingTime(meeting.meeting_date);
  const title = withoutCanceledMark(meeting.title);
  const lead = `${title} (${when}) was canceled, according to the notice filed with the City Clerk.`;
  const after = 'If these items are put on a later agenda, we will tell you then.';
  const list = meeting.items.map((i) => `${i.item_number} ${i.title}`);
  const text = [greeting, '', lead, '', 'We had told you about:', ...list.map((l) => `- ${l}`), '', after, `Details: ${links.meeting}`, ...footerText(links)].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>We had told you about:</p>
<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(after)} <a href="${escapeHtml(links.meeting)}">Details</a></p>
${footerHtml(links)}`;
  return { to: to.email, subject: `Canceled: ${title}`, text, html, headers: unsubscribeHeaders(links) };
}
