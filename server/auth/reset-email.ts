/** The password-reset email, with plain-text and HTML parts. */
import type { EmailMessage } from '../delivery/mailer.ts';
import type { UserRow } from '../db/schema.ts';
import { escapeHtml } from '../lib/html.ts';

export function passwordResetEmail(user: Pick<UserRow, 'email' | 'full_name'>, link: string): EmailMessage {
  const text = [
    `Hello ${user.full_name},`,
    '',
    'Someone asked to reset the password of your Civic Commons account. To choose a new password, open this link',
    'within one hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.full_name)},</p>
<p>Someone asked to reset the password of your Civic Commons account. To choose a new password, open this link within one hour:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for this, you can ignore this email: your password stays the same.</p>`;
  return { to: user.email, subject: 'Reset your Civic Commons password', text, html };
}
