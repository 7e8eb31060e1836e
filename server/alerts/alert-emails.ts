/**
 * The emails of meeting alerts: a reminder before a meeting, a note when new minutes are published, and the
 * manage link (after signing up, or when someone signs up again with an address already subscribed). Each
 * has a plain-text and an HTML part; alerts carry one-click unsubscribe headers (RFC 8058).
 */
import { city } from '../../city/current.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { escapeHtml } from '../lib/html.ts';
import { type AlertLinks, unsubscribeHeaders } from './alert-links.ts';
import { longMeetingTime, meetingDay } from './alert-time.ts';

export interface AlertMeeting {
  id: number;
  title: string;
  meeting_date: string;
  location: string | null;
  summary: string | null;
}

interface Recipient {
  full_name: string;
  email: string;
}

export function footerText(links: AlertLinks): string[] {
  return [
    '',
    '--',
    `You get this because you signed up for ${city.name} meeting alerts on Civic Commons.`,
    `Change your preferences: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ];
}

export function footerHtml(links: AlertLinks): string {
  return `<hr>
<p style="color:#4a5568;font-size:13px">You get this because you signed up for ${escapeHtml(city.name)} meeting alerts on Civic Commons.<br>
<a href="${escapeHtml(links.manage)}">Change your preferences</a> · <a href="${escapeHtml(links.manage)}">Unsubscribe</a></p>`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/** The reminder sent `advance_notice_hours` before a meeting. */
export function reminderEmail(to: Recipient, meeting: AlertMeeting, links: AlertLinks): EmailMessage {
  const when = longMeetingTime(meeting.meeting_date);
  const where = meeting.location ? `Where: ${meeting.location}` : null;
  const lines = [`Hello ${to.full_name},`, '', `${meeting.title} is coming up.`, `When: ${when}`];
  if (where) lines.push(where);
  const text = [...lines, '', `Agenda and details: ${links.meeting}`, ...footerText(links)].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p><strong>${escapeHtml(meeting.title)}</strong> is coming up.</p>
<p>When: ${escapeHtml(when)}${where ? `<br>${escapeHtml(where)}` : ''}</p>
<p><a href="${escapeHtml(links.meeting)}">See the agenda and details</a></p>
${footerHtml(links)}`;
  return {
    to: to.email,
    subject: `Reminder: ${meeting.title} on ${when}`,
    text,
    html,
    headers: unsubscribeHeaders(links),
  };
}

/** The note that minutes (with their summary) are published for a meeting on the subscriber's topics. */
export function minutesEmail(to: Recipient, meeting: AlertMeeting, topics: string[], links: AlertLinks): EmailMessage {
  const day = meetingDay(meeting.meeting_date);
  const summary = meeting.summary?.trim() || 'The minutes are published.';
  const about = topics.length > 0 ? `It touched on topics you follow: ${topics.join(', ')}.` : null;
  const text = [
    `Hello ${to.full_name},`,
    '',
    `The minutes of ${meeting.title} (${day}) are out.`,
    ...(about ? [about] : []),
    '',
    'Summary:',
    summary,
    '',
    `Read the minutes, votes and agenda: ${links.meeting}`,
    ...footerText(links),
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p>The minutes of <strong>${escapeHtml(meeting.title)}</strong> (${escapeHtml(day)}) are out.${about ? ` ${escapeHtml(about)}` : ''}</p>
<h2 style="font-size:16px">Summary</h2>
${paragraphs(summary.split(/\n+/))}
<p><a href="${escapeHtml(links.meeting)}">Read the minutes, votes and agenda</a></p>
${footerHtml(links)}`;
  return {
    to: to.email,
    subject: `New minutes: ${meeting.title} (${day})`,
    text,
    html,
    headers: unsubscribeHeaders(links),
  };
}

/** The manage link: after signing up (`welcome`) or when an address signs up again (`reminder`). */
export function manageLinkEmail(to: Recipient, links: AlertLinks, reason: 'welcome' | 'reminder'): EmailMessage {
  const lead =
    reason === 'welcome'
      ? `You are signed up for ${city.name} city council meeting alerts.`
      : `Someone (probably you) tried to sign up ${to.email} for ${city.name} meeting alerts again. You are already subscribed.`;
  const text = [
    `Hello ${to.full_name},`,
    '',
    lead,
    '',
    'To change your topics, meeting types, channels or advance notice, or to unsubscribe, open this link:',
    links.manage,
    '',
    'The link is personal: anyone who has it can change your alerts. It works for 60 days; every alert brings a fresh one.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(links.manage)}">Manage your alerts</a> (change topics, meeting types, channels or advance notice, or unsubscribe).</p>
<p style="color:#4a5568;font-size:13px">The link is personal: anyone who has it can change your alerts. It works for 60 days; every alert brings a fresh one.</p>`;
  return {
    to: to.email,
    subject: reason === 'welcome' ? `You're signed up for ${city.name} meeting alerts` : `Manage your ${city.name} meeting alerts`,
    text,
    html,
    headers: unsubscribeHeaders(links),
  };
}

/**
 * The double opt-in: the first email an address gets from a sign-up asks it to confirm. Anyone can type any
 * address into the form, so this email carries nothing the person signing up chose (no name, no greeting of
 * theirs) and nothing is sent again unless the link is opened.
 */
export function confirmSubscriptionEmail(email: string, confirmLink: string): EmailMessage {
  const lines = [
    'Hello,',
    '',
    `Someone signed up ${email} for ${city.name} city council meeting alerts on Civic Commons.`,
    'To start getting alerts, confirm within 7 days:',
    confirmLink,
    '',
    'If this was not you, ignore this email: you will not hear from us again.',
  ];
  const html = `<p>Hello,</p>
<p>Someone signed up ${escapeHtml(email)} for ${escapeHtml(city.name)} city council meeting alerts on Civic Commons.</p>
<p><a href="${escapeHtml(confirmLink)}">Confirm my alerts</a> (within 7 days)</p>
<p>If this was not you, ignore this email: you will not hear from us again.</p>`;
  return { to: email, subject: `Confirm your ${city.name} meeting alerts`, text: lines.join('\n'), html };
}

/**
 * The link that starts a follow made without signing in. Like the sign-up confirmation it carries nothing the
 * person who typed the address chose but the item itself, which is public.
 */
export function followConfirmEmail(email: string, fileNumber: string, title: string, confirmLink: string): EmailMessage {
  const lines = [
    'Hello,',
    '',
    `Someone asked for ${email} to be alerted whenever this ${city.name} council item is on an agenda:`,
    `${title} (file ${fileNumber})`,
    '',
    'To start following it, confirm within 7 days:',
    confirmLink,
    '',
    'If this was not you, ignore this email: you will not hear from us again.',
  ];
  const html = `<p>Hello,</p>
<p>Someone asked for ${escapeHtml(email)} to be alerted whenever this ${escapeHtml(city.name)} council item is on an agenda:</p>
<p><strong>${escapeHtml(title)}</strong> (file ${escapeHtml(fileNumber)})</p>
<p><a href="${escapeHtml(confirmLink)}">Follow this item</a> (within 7 days)</p>
<p>If this was not you, ignore this email: you will not hear from us again.</p>`;
  return { to: email, subject: `Confirm: follow council item ${fileNumber}`, text: lines.join('\n'), html };
}
