/**
 * The emails of meeting alerts: a reminder before a meeting, a note when new minutes are published, and the
 * manage link (after signing up, or when someone signs up again with an address already subscribed). Each
 * has a plain-text and an HTML part; alerts carry one-click unsubscribe headers (RFC 8058). Each is written for
 * the city the caller serves (decision 020), which it is handed.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import type { EmailMessage } from '../../delivery/mailer.ts';
import { translatorFor } from '../../i18n.ts';
import { escapeHtml } from '../../lib/html.ts';
import { type AlertLinks, unsubscribeHeaders } from './alert-links.ts';
import { longMeetingTime, meetingDay } from './alert-time.ts';
import type { ToldOutcome } from '../meeting-alerts/told-outcomes.ts';

export interface AlertMeeting {
  id: number;
  title: string;
  meeting_date: string;
  location: string | null;
  summary: string | null;
  /** The summary in Spanish, built from the record (a minutes alert to a Spanish subscriber); null when none. */
  summary_es?: string | null;
}

/** Who an alert goes to, and the language every word of it is written in. */
export interface Recipient {
  full_name: string;
  email: string;
  language: Language;
}

/** "Hello Ana," or, without a name, "Hello,". */
export function greeting(to: Recipient): string {
  const tr = translatorFor(to.language);
  const name = to.full_name.trim();
  return name ? tr('alerts.greeting', { name }) : tr('alerts.greetingPlain');
}

export function footerText(city: CityConfig, links: AlertLinks, language: Language): string[] {
  const tr = translatorFor(language);
  return [
    '',
    '--',
    tr('alerts.footer.why', { city: city.name }),
    `${tr('alerts.footer.manage')}: ${links.manage}`,
    `${tr('alerts.footer.unsubscribe')}: ${links.unsubscribe}`,
  ];
}

export function footerHtml(city: CityConfig, links: AlertLinks, language: Language): string {
  const tr = translatorFor(language);
  return `<hr>
<p style="color:#4a5568;font-size:13px">${escapeHtml(tr('alerts.footer.why', { city: city.name }))}<br>
<a href="${escapeHtml(links.manage)}">${escapeHtml(tr('alerts.footer.manage'))}</a> · <a href="${escapeHtml(links.manage)}">${escapeHtml(tr('alerts.footer.unsubscribe'))}</a></p>`;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/**
 * A sentence of the catalogue with one value set in bold in the HTML part: the sentence is translated around a
 * marker, escaped, and the marker replaced by the escaped, bold value.
 */
function withBold(tr: ReturnType<typeof translatorFor>, key: string, values: Record<string, string>, bold: string): string {
  const marker = '\u0000';
  const sentence = tr(key, { ...values, [bold]: marker });
  return escapeHtml(sentence).replace(marker, `<strong>${escapeHtml(values[bold]!)}</strong>`);
}

/** The reminder sent `advance_notice_hours` before a meeting. */
export function reminderEmail(city: CityConfig, to: Recipient, meeting: AlertMeeting, links: AlertLinks): EmailMessage {
  const tr = translatorFor(to.language);
  const when = longMeetingTime(city, meeting.meeting_date, to.language);
  const where = meeting.location ? tr('alerts.where', { where: meeting.location }) : null;
  const lines = [greeting(to), '', tr('alerts.reminder.comingUp', { title: meeting.title }), tr('alerts.when', { when })];
  if (where) lines.push(where);
  const text = [...lines, '', `${tr('alerts.reminder.details')}: ${links.meeting}`, ...footerText(city, links, to.language)].join('\n');
  const html = `<p>${escapeHtml(greeting(to))}</p>
<p>${withBold(tr, 'alerts.reminder.comingUp', { title: meeting.title }, 'title')}</p>
<p>${escapeHtml(tr('alerts.when', { when }))}${where ? `<br>${escapeHtml(where)}` : ''}</p>
<p><a href="${escapeHtml(links.meeting)}">${escapeHtml(tr('alerts.reminder.detailsLink'))}</a></p>
${footerHtml(city, links, to.language)}`;
  return {
    to: to.email,
    subject: tr('alerts.reminder.subject', { title: meeting.title, when }),
    text,
    html,
    headers: unsubscribeHeaders(links),
    language: to.language,
  };
}

/** One line per item the subscriber was told about: its number, title, result and tally as the minutes record them. */
function toldLines(tr: ReturnType<typeof translatorFor>, told: ToldOutcome[], language: Language): string[] {
  return told.map((t) => {
    // In Spanish, what the item does (its plain line, without the full stop) rather than the clerk's English title;
    // where only the clerk's English exists, it says so.
    const title = language === 'en' ? t.title : t.plain_es ? t.plain_es.replace(/\.$/, '') : tr('alerts.titleInEnglish', { title: t.title });
    const result = t.result ? tr(`alerts.outcome.${t.result}`, { defaultValue: t.result }) : tr('alerts.outcome.none');
    const tally = t.result && t.tally ? ` ${tr('alerts.outcome.tally', { ayes: t.tally.ayes, nays: t.tally.nays })}` : '';
    return tr('alerts.outcome.item', { number: t.item_number, title, result: `${result}${tally}` });
  });
}

/** The note that minutes (with their summary) are published for a meeting on the subscriber's topics, naming what became of the items they were told about. */
export function minutesEmail(city: CityConfig, to: Recipient, meeting: AlertMeeting, topics: string[], links: AlertLinks, told: ToldOutcome[] = []): EmailMessage {
  const tr = translatorFor(to.language);
  const outcomes = toldLines(tr, told, to.language);
  const day = meetingDay(city, meeting.meeting_date, to.language);
  // The summary is record content: in Spanish only where we built it from the record, else as the minutes read.
  const summary = (to.language === 'es' && meeting.summary_es) || meeting.summary?.trim() || tr('alerts.minutes.published');
  const about = topics.length > 0 ? tr('alerts.minutes.topics', { topics: topics.join(', ') }) : null;
  const text = [
    greeting(to),
    '',
    tr('alerts.minutes.out', { title: meeting.title, day }),
    ...(about ? [about] : []),
    ...(outcomes.length > 0 ? ['', `${tr('alerts.outcome.heading')}:`, ...outcomes.map((l) => `- ${l}`)] : []),
    '',
    `${tr('alerts.minutes.summary')}:`,
    summary,
    '',
    `${tr('alerts.minutes.read')}: ${links.meeting}`,
    ...footerText(city, links, to.language),
  ].join('\n');
  const html = `<p>${escapeHtml(greeting(to))}</p>
<p>${withBold(tr, 'alerts.minutes.out', { title: meeting.title, day }, 'title')}${about ? ` ${escapeHtml(about)}` : ''}</p>
${outcomes.length > 0 ? `<h2 style="font-size:16px">${escapeHtml(tr('alerts.outcome.heading'))}</h2>\n<ul>${outcomes.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>\n` : ''}<h2 style="font-size:16px">${escapeHtml(tr('alerts.minutes.summary'))}</h2>
${paragraphs(summary.split(/\n+/))}
<p><a href="${escapeHtml(links.meeting)}">${escapeHtml(tr('alerts.minutes.read'))}</a></p>
${footerHtml(city, links, to.language)}`;
  return {
    to: to.email,
    subject: tr('alerts.minutes.subject', { title: meeting.title, day }),
    text,
    html,
    headers: unsubscribeHeaders(links),
    language: to.language,
  };
}

/** The manage link: after signing up (`welcome`) or when an address signs up again (`reminder`). */
export function manageLinkEmail(city: CityConfig, to: Recipient, links: AlertLinks, reason: 'welcome' | 'reminder'): EmailMessage {
  const tr = translatorFor(to.language);
  const lead =
    reason === 'welcome'
      ? tr('alerts.manage.welcome', { city: city.name })
      : tr('alerts.manage.again', { email: to.email, city: city.name });
  const personal = tr('alerts.manage.personal');
  // "My block" within reach from the first email (issue 49): the manage page's section, by the same link.
  const myBlock = reason === 'welcome' ? `${links.manage}#manage-nearby` : null;
  const blockLines = myBlock ? [tr('alerts.manage.myBlock'), myBlock, ''] : [];
  const text = [greeting(to), '', lead, '', tr('alerts.manage.openLink'), links.manage, '', ...blockLines, personal].join('\n');
  const blockHtml = myBlock ? `\n<p>${escapeHtml(tr('alerts.manage.myBlock'))} <a href="${escapeHtml(myBlock)}">${escapeHtml(tr('alerts.manage.myBlockLink'))}</a></p>` : '';
  const html = `<p>${escapeHtml(greeting(to))}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(links.manage)}">${escapeHtml(tr('alerts.manage.link'))}</a> ${escapeHtml(tr('alerts.manage.linkHint'))}</p>${blockHtml}
<p style="color:#4a5568;font-size:13px">${escapeHtml(personal)}</p>`;
  return {
    to: to.email,
    subject: tr(reason === 'welcome' ? 'alerts.manage.subjectWelcome' : 'alerts.manage.subjectReminder', { city: city.name }),
    text,
    html,
    headers: unsubscribeHeaders(links),
    language: to.language,
  };
}

/**
 * The double opt-in: the first email an address gets from a sign-up asks it to confirm. Anyone can type any
 * address into the form, so this email carries nothing the person signing up chose (no name, no greeting of
 * theirs) and nothing is sent again unless the link is opened. It is written in the language of the form.
 */
export function confirmSubscriptionEmail(city: CityConfig, email: string, confirmLink: string, language: Language = 'en'): EmailMessage {
  const tr = translatorFor(language);
  const lead = tr('alerts.confirm.lead', { email, city: city.name });
  const notYou = tr('alerts.confirm.notYou');
  const lines = [tr('alerts.greetingPlain'), '', lead, tr('alerts.confirm.within'), confirmLink, '', notYou];
  const html = `<p>${escapeHtml(tr('alerts.greetingPlain'))}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(confirmLink)}">${escapeHtml(tr('alerts.confirm.link'))}</a> ${escapeHtml(tr('alerts.confirm.linkHint'))}</p>
<p>${escapeHtml(notYou)}</p>`;
  return { to: email, subject: tr('alerts.confirm.subject', { city: city.name }), text: lines.join('\n'), html, language };
}

/**
 * The link that starts a follow made without signing in. Like the sign-up confirmation it carries nothing the
 * person who typed the address chose but the item itself, which is public.
 */
export function followConfirmEmail(city: CityConfig, email: string, fileNumber: string, title: string, confirmLink: string, language: Language = 'en'): EmailMessage {
  const tr = translatorFor(language);
  const lead = tr('alerts.follow.lead', { email, city: city.name });
  const notYou = tr('alerts.confirm.notYou');
  const lines = [tr('alerts.greetingPlain'), '', lead, tr('alerts.follow.item', { title, fileNumber }), '', tr('alerts.follow.within'), confirmLink, '', notYou];
  const html = `<p>${escapeHtml(tr('alerts.greetingPlain'))}</p>
<p>${escapeHtml(lead)}</p>
<p>${withBold(tr, 'alerts.follow.item', { title, fileNumber }, 'title')}</p>
<p><a href="${escapeHtml(confirmLink)}">${escapeHtml(tr('alerts.follow.link'))}</a> ${escapeHtml(tr('alerts.follow.linkHint'))}</p>
<p>${escapeHtml(notYou)}</p>`;
  return { to: email, subject: tr('alerts.follow.subject', { fileNumber }), text: lines.join('\n'), html, language };
}
