/**
 * Issue 34: the sign-up's answer is in the language of the form (the spec's English word for word on an English
 * form), so an API client serving a Spanish page does not get English back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '#contract/subscriptions.ts';
import { seedTopics } from '../../test/fixtures/alert-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let topic: string;
beforeAll(async () => {
  ctx = await createTestApp();
  topic = String((await seedTopics(ctx.db, ctx.app.city)).get('city-budget'));
});
afterAll(() => ctx.close());

const signUp = (email: string, language: 'en' | 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/signup',
    payload: {
      full_name: 'Ana Reader', email, phone_number: '', zip_code: '74103', interested_topics: [topic],
      meeting_types: ['regular_council'], sms_notifications: false, email_notifications: true, advance_notice_hours: 24, language,
    },
  });

describe('the sign-up answers in the form\'s language', () => {
  it('gives the spec\'s message to an English form and the Spanish one to a Spanish form', async () => {
    const en = await signUp('ana-en@example.org', 'en');
    expect(en.statusCode).toBe(202);
    expect(en.json().message).toBe(SIGNUP_MESSAGES.checkEmail);
    const es = await signUp('ana-es@example.org', 'es');
    expect(es.statusCode).toBe(202);
    expect(es.json().message).toMatch(/^Casi listo: revise su correo electrónico\./);
  });
});
