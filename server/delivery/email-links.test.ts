/**
 * The app's emails as a mail client reads them: captured by the loopback SMTP server, parsed by mailparser,
 * and their links followed back into the app. PUBLIC_URL is given with a trailing slash on purpose.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTopics } from '../test/fixtures/alert-fixtures.ts';
import { type SmtpSink, startSmtpSink } from '../test/peers/smtp-sink.ts';
import { registerAndLogin } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let smtp: SmtpSink;
let topicIds: Map<string, number>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example/', SMTP_URL: smtp.url });
  topicIds = await seedTopics(ctx.db, ctx.app.city);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.accepted.length = 0;
});

/** Every message sent so far to `to`, parsed by mailparser from the bytes the SMTP server received. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  await ctx.app.jobs.runOnce();
  return Promise.all(smtp.accepted.filter((m) => m.recipients.includes(to)).map((m) => simpleParser(m.raw)));
}

/** The links of a message, from its text and from the href attributes of its HTML. */
function linksOf(mail: ParsedMail): URL[] {
  const inText = mail.text?.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const inHtml = [...(typeof mail.html === 'string' ? mail.html : '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [...inText, ...inHtml].filter((link) => link.startsWith('http')).map((link) => new URL(link));
}

function expectSiteLinks(mail: ParsedMail): URL[] {
  const links = linksOf(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.origin).toBe('https://civic.example');
    expect(link.pathname).not.toMatch(/^\/\//);
  }
  return links;
}

describe('headers of automatic emails', () => {
  it('marks every message auto-generated, so vacation responders stay silent (RFC 3834)', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: account.email } });
    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Confirm your email for Civic Commons', 'Reset your Civic Commons password']);
    for (const mail of mails) {
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.headers.get('x-auto-response-suppress')).toBe('OOF, AutoReply');
    }
  });
});

describe('the language of an email', () => {
  it('sends HTML as a whole document in the reader\'s language, with Content-Language, in English and Spanish', async () => {
    const signUp = (email: string, language: 'en' | 'es') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/signup',
        payload: {
          full_name: 'Lang Reader', email, phone_number: '', zip_code: '74103', interested_topics: [String(topicIds.get('city-budget'))],
          meeting_types: ['regular_council'], sms_notifications: false, email_notifications: true, advance_notice_hours: 24, language,
        },
      });
    for (const language of ['en', 'es'] as const) {
      const email = `lang-${language}@example.org`;
      expect((await signUp(email, language)).statusCode).toBe(202);
      const [mail] = await mailsTo(email);
      expect(mail!.headers.get('content-language')).toBe(language);
      const html = typeof mail!.html === 'string' ? mail!.html : '';
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<title>${mail!.subject}</title>`);
    }
  });
});

describe('links in emails when PUBLIC_URL ends in "/"', () => {
  it('the password-reset link opens /reset-password, and its token sets a new password', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email: account.email } });
    const [verification, reset] = (await mailsTo(account.email)).sort((a, b) => (a.subject ?? '').localeCompare(b.subject ?? ''));
    expect(reset!.subject).toBe('Reset your Civic Commons password');

    const resetLink = expectSiteLinks(reset!).find((link) => link.pathname === '/reset-password');
    expect(resetLink).toBeDefined();
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/confirm',
      payload: { token: resetLink!.searchParams.get('token'), password: 'Cain-Ballroom-1924-New' },
    });
    expect(confirm.statusCode).toBe(200);

    const verifyLink = expectSiteLinks(verification!).find((link) => link.pathname === '/verify-email');
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verifyLink!.searchParams.get('token') } });
    expect(verified.statusCode).toBe(200);
  });

  it('the subscription confirmation link opens /subscriptions/confirm, and its token confirms', async () => {
    const email = 'links@example.org';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: {
        full_name: 'Link Follower',
        email,
        phone_number: '',
        zip_code: '74103',
        interested_topics: [String(topicIds.get('city-budget'))],
        meeting_types: ['regular_council'],
        sms_notifications: false,
        email_notifications: true,
        advance_notice_hours: 24,
      },
    });
    expect(signup.statusCode, signup.body).toBe(202);
    const [mail] = await mailsTo(email);
    const link = expectSiteLinks(mail!).find((l) => l.pathname === '/subscriptions/confirm');
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token: link!.searchParams.get('token') } });
    expect(confirmed.statusCode).toBe(200);
  });
});
