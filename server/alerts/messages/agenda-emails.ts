/**
 * The email of alerts before the vote: the agenda items that concern the subscriber, meeting by meeting, each
 * with why it was picked and a link to the item on the meeting's page. It says what the agenda says (what the
 * council will take up), never what it will decide. It is written for the city the caller serves (decision 020).
 */
import type { CityContext } from '#city/context.ts';
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import type { EmailMessage } from '../../delivery/mailer.ts';
import { translatorFor } from '../../i18n.ts';
import { escapeHtml } from '../../lib/html.ts';
import { plainLineFor } from '../../plain/plain-line.ts';
import { footerHtml, footerText, greeting, type Recipient } from './alert-emails.ts';
import { type AlertLinks, baseUrl, languageParam, unsubscribeHeaders } from './alert-links.ts';
import { longMeetingTime, shortMeetingTime } from './alert-time.ts';
import { distanceText } from './distance-text.ts';
import type { DigestPeriod } from '../agenda-alerts/agenda-kinds.ts';
import { itemKey, type MatchReason } from '../agenda-alerts/agenda-matching.ts';
import { itemLinkPath } from '../../meetings/item-links.ts';

export interface AgendaAlertItem {
  item_number: string;
  title: string;
  reasons: MatchReason[];
  /** The stable key the item was matched under (itemKey), which its link resolves by. */
  item_key?: string;
}

export interface AgendaAlertMeeting {
  id: number;
  title: string;
  meeting_date: string;
  location: string | null;
  items: AgendaAlertItem[];
}

/** A district reason is stored as "District 3" (agenda-matching.ts); it is said in the reader's language. */
function reasonName(reason: MatchReason, language: Language): string {
  const district = reason.by === 'district' ? /^District (\d+)$/.exec(reason.name) : null;
  return district ? translatorFor(language)('pages.councilor.vacant', { district: district[1] }) : reason.name;
}

/** "Housing (a topic you follow), "zoning" (your keyword)". */
export function reasonText(reasons: MatchReason[], language: Language = 'en'): string {
  const tr = translatorFor(language);
  return reasons
    .map((r) =>
      r.by === 'nearby'
        ? tr('alerts.agenda.reasons.nearby', { name: r.name, distance: distanceText(r.meters, language) })
        : tr(`alerts.agenda.reasons.${r.by}`, { name: reasonName(r, language) }),
    )
    .join(', ');
}

/** The map centred on an item near the subscriber's saved address (issue 31). */
function mapLink(publicUrl: string, meetingId: number, itemNumber: string, language: Language): string {
  const query = new URLSearchParams({ meeting: String(meetingId), item: itemNumber, ...(language === 'en' ? {} : { lang: language }) });
  return `${baseUrl(publicUrl)}/map?${query}`;
}

/** The item by its stable key (item-links.ts): it still resolves after a revision or a cancellation replaces the agenda. */
function itemLink(publicUrl: string, meetingId: number, item: AgendaAlertItem, language: Language): string {
  const key = item.item_key ?? itemKey({ item_number: item.item_number, title: item.title, file_number: null });
  return `${baseUrl(publicUrl)}${itemLinkPath(meetingId, item.item_number, key)}${languageParam(language, '&')}`;
}

/**
 * How an item is named in the reader's language (issue 30). English keeps the clerk's title. Other languages get
 * what the item does (its plain line, from the same facts) with the clerk's title under it, marked as the English
 * official text; an item of no known kind gets the title alone, marked so, never an invented line.
 */
function itemWords(cityContext: CityContext, title: string, language: Language): { line: string; official: string | null } {
  if (language === 'en') return { line: title, official: null };
  const tr = translatorFor(language);
  const plain = plainLineFor(cityContext, title);
  return plain ? { line: plain[language], official: tr('alerts.officialTitle', { title }) } : { line: tr('alerts.titleInEnglish', { title }), official: null };
}

function subjectOf(city: CityConfig, meetings: AgendaAlertMeeting[], digest: DigestPeriod | null, language: Language): string {
  const tr = translatorFor(language);
  const items = tr('alerts.agenda.items', { count: meetings.reduce((n, m) => n + m.items.length, 0) });
  if (digest) {
    const meetingCount = tr('alerts.agenda.meetings', { count: meetings.length });
    return tr(digest === 'daily' ? 'alerts.agenda.subjectDaily' : 'alerts.agenda.subjectWeekly', { items, meetings: meetingCount });
  }
  const only = meetings[0]!;
  return tr('alerts.agenda.subject', { items, title: only.title, when: shortMeetingTime(city, only.meeting_date, language) });
}

export function agendaEmail(
  cityContext: CityContext,
  to: Recipient,
  meetings: AgendaAlertMeeting[],
  links: AlertLinks,
  options: { digest: DigestPeriod | null; publicUrl: string },
): EmailMessage {
  const city = cityContext.config;
  const language = to.language;
  const tr = translatorFor(language);
  const hello = greeting(to);
  const lead = tr('alerts.agenda.lead', { council: city.councilName });
  const text: string[] = [hello, '', lead];
  let html = `<p>${escapeHtml(hello)}</p>\n<p>${escapeHtml(lead)}</p>`;
  for (const meeting of meetings) {
    const when = tr('alerts.when', { when: longMeetingTime(city, meeting.meeting_date, language) });
    const where = meeting.location ? tr('alerts.where', { where: meeting.location }) : null;
    text.push('', `${meeting.title}`, `${when}${where ? `\n${where}` : ''}`);
    html += `\n<h2 style="font-size:16px">${escapeHtml(meeting.title)}</h2>\n<p>${escapeHtml(when)}${where ? `<br>${escapeHtml(where)}` : ''}</p>\n<ul>`;
    for (const item of meeting.items) {
      const link = itemLink(options.publicUrl, meeting.id, item, language);
      const why = tr('alerts.agenda.why', { reasons: reasonText(item.reasons, language) });
      const map = item.reasons.some((r) => r.by === 'nearby') ? mapLink(options.publicUrl, meeting.id, item.item_number, language) : null;
      const { line, official } = itemWords(cityContext, item.title, language);
      text.push('', `${item.item_number} ${line}`, ...(official ? [`  ${official}`] : []), `  ${why}`, `  ${link}`, ...(map ? [`  ${tr('alerts.agenda.onTheMap', { link: map })}`] : []));
      const mapHtml = map ? `<br><a href="${escapeHtml(map)}">${escapeHtml(tr('alerts.agenda.onTheMapLink'))}</a>` : '';
      const officialHtml = official ? `<br>${escapeHtml(official)}` : '';
      html += `\n<li><p><a href="${escapeHtml(link)}">${escapeHtml(item.item_number)}</a> ${escapeHtml(line)}${officialHtml}<br><span style="color:#4a5568">${escapeHtml(why)}</span>${mapHtml}</p></li>`;
    }
    html += '\n</ul>';
  }
  // Where the city's rules for being heard are known, each item's page offers "Speak up" (issue 32).
  const speak = tr(city.howToBeHeard ? 'alerts.agenda.speakUp' : 'alerts.agenda.speak');
  text.push('', speak, ...footerText(city, links, language));
  html += `\n<p>${escapeHtml(speak)}</p>\n${footerHtml(city, links, language)}`;
  return { to: to.email, subject: subjectOf(city, meetings, options.digest, language), text: text.join('\n'), html, headers: unsubscribeHeaders(links), language };
}

/**
 * A cancelled meeting's title says so ("... (cancelled)"; "(canceled)" in records stored before migration 029); a
 * notice of the cancellation need not say it twice.
 */
export const withoutCanceledMark = (title: string) => title.replace(/\s*\(cancell?ed\)$/i, '');

/** The notice that a meeting whose items the subscriber was told of is canceled. */
export function cancellationEmail(cityContext: CityContext, to: Recipient, meeting: AgendaAlertMeeting, links: AlertLinks): EmailMessage {
  const city = cityContext.config;
  const tr = translatorFor(to.language);
  const hello = greeting(to);
  const when = longMeetingTime(city, meeting.meeting_date, to.language);
  const title = withoutCanceledMark(meeting.title);
  const lead = tr('alerts.cancellation.lead', { title, when });
  const told = tr('alerts.cancellation.told');
  const after = tr('alerts.cancellation.after');
  const details = tr('alerts.cancellation.details');
  const list = meeting.items.map((i) => `${i.item_number} ${itemWords(cityContext, i.title, to.language).line}`);
  const text = [hello, '', lead, '', told, ...list.map((l) => `- ${l}`), '', after, `${details}: ${links.meeting}`, ...footerText(city, links, to.language)].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(told)}</p>
<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(after)} <a href="${escapeHtml(links.meeting)}">${escapeHtml(details)}</a></p>
${footerHtml(city, links, to.language)}`;
  return { to: to.email, subject: tr('alerts.cancellation.subject', { title }), text, html, headers: unsubscribeHeaders(links), language: to.language };
}
