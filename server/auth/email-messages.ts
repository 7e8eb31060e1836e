/** The emails that prove an address: verify an account's email, confirm a new one, and tell the old one. */
import type { EmailMessage } from '../delivery/mailer.ts';
import { escapeHtml } from '../lib/html.ts';

interface Person {
  full_name: string;
}

/**
 * `greeting` is the account's name, or null for a mail to an address not yet proven: there the name is whatever
 * the person asking typed, and it must not carry their words to someone else's inbox (issue 35).
 */
function message(to: string, subject: string, greeting: string | null, lines: string[], link?: { href: string; label: string }): EmailMessage {
  const hello = greeting === null ? 'Hello,' : `Hello ${greeting},`;
  const text = [hello, '', ...lines.flatMap((line) => [line, '']), ...(link ? [link.href] : [])].join('\n').trimEnd();
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}

/** Sent at registration (and on request): the account's address proves it is theirs. */
export function verifyEmailMessage(user: { email: string }, link: string): EmailMessage {
  return message(
    user.email,
    'Confirm your email for Civic Commons',
    null,
    [
      'Please confirm that this is your email address by opening the link below within 24 hours.',
      'Until you do, alert sign-ups made with this address are not linked to your account.',
      'If you did not create a Civic Commons account, ignore this email.',
    ],
    { href: link, label: 'Confirm my email' },
  );
}

/** Sent to the new address of an email change; the change happens only when it is opened. */
export function changeEmailMessage(newEmail: string, link: string): EmailMessage {
  return message(
    newEmail,
    'Confirm your new email for Civic Commons',
    null,
    [
      'Someone asked to use this address for a Civic Commons account. To make the change, open the link below within 24 hours.',
      'If this was not you, ignore this email: nothing changes.',
    ],
    { href: link, label: 'Use this email address' },
  );
}

/** Sent to the old address when a change is asked for, so a stolen session cannot move the account silently. */
export function emailChangeNoticeMessage(user: Person & { email: string }, newEmail: string, resetLink: string): EmailMessage {
  return message(
    user.email,
    'Your Civic Commons email is being changed',
    user.full_name,
    [
      `Someone signed in to your Civic Commons account asked to change its email address to ${newEmail}. The change happens only if that address confirms it.`,
      'If this was not you, reset your password now: it signs out every session and cancels the change.',
    ],
    { href: resetLink, label: 'Reset my password' },
  );
}
