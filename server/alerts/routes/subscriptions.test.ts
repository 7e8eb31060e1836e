import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '#contract/subscriptions.ts';
import { createManageToken } from '../subscriptions/manage-token.ts';
import { confirmSignup, seedTopics } from '../../test/fixtures/alert-fixtures.ts';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let topicIds: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  topicIds = await seedTopics(ctx.db, ctx.app.city);
});
afterAll(() => ctx.close());

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    full_name: 'Greta Subscriber',
    email: `greta${n}@example.org`,
    phone_number: '(918) 555-0142',
    zip_code: '74103',
    interested_topics: [String(topicIds.get('public-schools')), String(topicIds.get('city-budget'))],
    meeting_types: ['regular_council'],
    sms_notifications: true,
    email_notifications: true,
    advance_notice_hours: 24,
    ...overrides,
  };
}

const signup = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/signup', payload: body as object, headers });

async function outboxFor(email: string) {
  await ctx.app.jobs.runOnce();
  return ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
}

/** Signs up, opens the confirmation link, and returns the subscription with the manage token of its welcome mail. */
async function signupConfirmed(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await signup(body, headers);
  expect(res.statusCode, res.body).toBe(202);
  return confirmedThroughLink(String(body.email).toLowerCase());
}

/** Opens the confirmation link mailed to `email`; returns the subscription and the manage token of its welcome mail. */
async function confirmedThroughLink(email: string) {
  await confirmSignup(ctx.app, email);
  const welcome = (await outboxFor(email)).find((m) => m.subject?.includes('signed up'));
  const token = tokenFrom(welcome!.text_body);
  const id = Number(token.split('.')[0]);
  const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}?token=${encodeURIComponent(token)}` });
  return { subscription: read.json(), token };
}

function tokenFrom(text: string): string {
  const match = /https:\/\/civic\.example\/subscriptions\/manage\?token=([^\s"&<]+)/.exec(text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('GET /subscriptions/topics', () => {
  it('lists the 44 topics of the 11 categories, grouped in the spec order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/topics' });
    expect(res.statusCode).toBe(200);
    const topics = res.json() as { id: number; slug: string; category: string; display_name: string; description: string; description_es?: { text: string; names: string[] }; icon: string }[];
    expect(topics).toHaveLength(44);
    const categories = [...new Set(topics.map((t) => t.category))];
    expect(categories).toEqual(['education', 'health', 'community', 'environment', 'culture', 'infrastructure', 'safety', 'social', 'finance', 'economic', 'planning']);
    expect(Object.keys(topics[0]!).sort()).toEqual(['category', 'description', 'description_es', 'display_name', 'icon', 'id', 'slug']);
  });

  it("gives each topic the city's Spanish description, its English names listed and unbracketed", async () => {
    const topics = (await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/topics' })).json() as { slug: string; description_es?: { text: string; names: string[] } }[];
    expect(topics.every((t) => t.description_es && t.description_es.text.length > 0)).toBe(true);
    expect(topics.some((t) => /[[\]]/.test(t.description_es!.text))).toBe(false);
    const venues = topics.find((t) => t.slug === 'tourism-and-venues')!.description_es!;
    expect(venues.text).toMatch(/^El BOK Center, /);
    expect(venues.names).toContain('BOK Center');
    expect(topics.find((t) => t.slug === 'city-budget')!.description_es!.names).toEqual([]);
  });
});

describe('POST /subscriptions/signup', () => {
  it('asks the address to confirm first (202, one email, no alert), then the link starts it and mails a manage link', async () => {
    const body = form();
    const res = await signup(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ confirmation_required: true, message: SIGNUP_MESSAGES.checkEmail });
    const [confirmMail, ...rest] = await outboxFor(body.email);
    expect(rest).toHaveLength(0);
    expect(confirmMail!.subject).toBe('Confirm your Tulsa meeting alerts');
    // Anyone can type any address: the email carries nothing the person signing up chose.
    expect(confirmMail!.text_body).not.toContain(body.full_name);
    const link = /https:\/\/civic\.example\/subscriptions\/confirm\?token=([^\s"&<]+)/.exec(confirmMail!.text_body);
    const confirmToken = decodeURIComponent(link![1]!);
    // A confirmation link is not a manage link, and a manage link cannot confirm.
    const id = Number(confirmToken.split('.')[0]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}?token=${encodeURIComponent(confirmToken)}` })).statusCode).toBe(403);
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token: confirmToken } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(SIGNUP_MESSAGES.confirmed);
    // The confirmation page offers "my block" at once: the answer carries a manage token that reads it.
    const manage = confirmed.json().manage_token as string;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}?token=${encodeURIComponent(manage)}` })).statusCode).toBe(200);
    // Opening it twice sends no second welcome.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token: confirmToken } })).statusCode).toBe(200);
    const mails = await outboxFor(body.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Tulsa meeting alerts', "You're signed up for Tulsa meeting alerts"]);
    const token = tokenFrom(mails[1]!.text_body);
    // The welcome names "my block" with the link to its section of the manage page.
    expect(mails[1]!.text_body).toMatch(/"My block": to hear, before the vote, about agenda items .*\nhttps:\/\/civic\.example\/subscriptions\/manage\?token=[^\s]+#manage-nearby/);
    expect(token).toMatch(new RegExp(`^${id}\\.`));
    expect(mails[1]!.html_body).toContain('Manage your alerts');
    const subscription = (await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}?token=${encodeURIComponent(token)}` })).json();
    expect(subscription).toMatchObject({
      email: body.email,
      phone_number: '+19185550142',
      zip_code: '74103',
      meeting_types: ['regular_council'],
      sms_notifications: true,
      email_notifications: true,
      advance_notice_hours: 24,
      unsubscribed_at: null,
      confirmed_at: expect.any(String),
    });
    expect(subscription.interested_topics.sort()).toEqual(body.interested_topics.sort());
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token: `${confirmToken.slice(0, -2)}xx` } });
    expect(bad.json().error.code).toBe('invalid_token');
  });

  it('reads an empty phone or ZIP as null and applies the spec defaults', async () => {
    const { subscription } = await signupConfirmed({
      full_name: 'Ned Defaults',
      email: `ned${Date.now()}@example.org`,
      phone_number: '',
      zip_code: null,
      interested_topics: [String(topicIds.get('libraries'))],
      email_notifications: true,
      sms_notifications: false,
    });
    expect(subscription).toMatchObject({
      phone_number: null,
      zip_code: null,
      meeting_types: ['regular_council'],
      advance_notice_hours: 24,
      sms_notifications: false,
    });
  });

  it.each([
    ['no topic', { interested_topics: [] }, 'interested_topics', SIGNUP_MESSAGES.topicRequired],
    ['no channel', { sms_notifications: false, email_notifications: false }, 'email_notifications', SIGNUP_MESSAGES.channelRequired],
    ['SMS without a phone', { phone_number: null, email_notifications: false }, 'sms_notifications', SIGNUP_MESSAGES.smsNeedsPhone],
    ['a bad email', { email: 'not-an-email' }, 'email', SIGNUP_MESSAGES.invalidEmail],
  ])('refuses %s with 400 and the message next to the field', async (_name, overrides, field, message) => {
    const res = await signup(form(overrides));
    expect(res.statusCode).toBe(400);
    const issues = res.json().error.details as { field: string; message: string }[];
    expect(issues).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses an advance notice outside 1, 4, 12, 24, 48, 168 and unknown topics', async () => {
    expect((await signup(form({ advance_notice_hours: 6 }))).statusCode).toBe(400);
    const res = await signup(form({ interested_topics: ['999999'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('interested_topics');
  });

  it('answers a second signup of a subscribed address exactly like a new one, and mails the manage link instead (once an hour)', async () => {
    const body = form();
    await signupConfirmed(body);
    const fresh = await signup(form());
    const again = await signup({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    await signup(body);
    const mails = await outboxFor(body.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your Tulsa meeting alerts',
      "You're signed up for Tulsa meeting alerts",
      'Manage your Tulsa meeting alerts',
    ]);
    expect(mails[2]!.text_body).toContain('You are already subscribed');
  });
});

describe('a second sign-up before the first is confirmed', () => {
  it("adds its topics to the first's instead of replacing them, and mails the link it says it sent", async () => {
    const first = form({ interested_topics: [String(topicIds.get('public-schools'))] });
    expect((await signup(first)).statusCode).toBe(202);
    const second = await signup({ ...first, interested_topics: [String(topicIds.get('city-budget'))] });
    expect(second.json()).toEqual({ confirmation_required: true, message: SIGNUP_MESSAGES.checkEmail });
    // "We sent a link": a second confirmation email, for the choices as they now stand.
    const mails = await outboxFor(first.email);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Tulsa meeting alerts', 'Confirm your Tulsa meeting alerts']);
    // The same form again within the hour sends nothing more.
    await signup({ ...first, interested_topics: [String(topicIds.get('city-budget'))] });
    expect(await outboxFor(first.email)).toHaveLength(2);
    const { subscription } = await confirmedThroughLink(first.email);
    expect(subscription.interested_topics.sort()).toEqual([String(topicIds.get('public-schools')), String(topicIds.get('city-budget'))].sort());
  });
});

describe('managing a subscription with the emailed link', () => {
  it('reads, changes and ends the subscription with the token, and refuses other ids and bad tokens', async () => {
    const body = form();
    const { subscription: created, token } = await signupConfirmed(body);
    const url = (id: number, t = token) => `/api/v1/subscriptions/${id}?token=${encodeURIComponent(t)}`;

    const read = await ctx.app.inject({ method: 'GET', url: url(created.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json().email).toBe(body.email);

    const update = await ctx.app.inject({
      method: 'PUT',
      url: url(created.id),
      payload: { ...form(), email: undefined, advance_notice_hours: 168, sms_notifications: false, interested_topics: [topicIds.get('police')] },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ email: body.email, advance_notice_hours: 168, sms_notifications: false });
    expect(update.json().interested_topics).toEqual([String(topicIds.get('police'))]);

    const other = (await signupConfirmed(form())).subscription;
    expect((await ctx.app.inject({ method: 'GET', url: url(other.id) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: url(created.id, `${token.slice(0, -2)}xx`) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${created.id}` })).statusCode).toBe(401);

    const del = await ctx.app.inject({ method: 'DELETE', url: url(created.id) });
    expect(del.statusCode).toBe(200);
    expect(del.json().unsubscribed_at).not.toBeNull();
    const change = await ctx.app.inject({ method: 'PUT', url: url(created.id), payload: { ...form(), email: undefined } });
    expect(change.statusCode).toBe(409);
    // Ended: the manage link no longer shows the subscriber's name, phone or ZIP.
    const ended = (await ctx.app.inject({ method: 'GET', url: url(created.id) })).json();
    expect(ended).toMatchObject({ full_name: '', phone_number: null, zip_code: null });
    expect(JSON.stringify(ended)).not.toContain('Greta');
    // The address may sign up again once unsubscribed.
    expect((await signup(body)).statusCode).toBe(202);
  });

  it('expires the link after 60 days', async () => {
    const { subscription: created } = await signupConfirmed(form());
    const secret = (await ctx.db.selectFrom('app_state').select('value').where('key', '=', 'alerts.link_secret').executeTakeFirstOrThrow()).value;
    const old = createManageToken(secret, created.id, new Date(ctx.clock.now().getTime() - 61 * 86_400_000));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${created.id}?token=${old}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('unsubscribes with one click (RFC 8058 form POST) and sends a browser GET to the manage page', async () => {
    const body = form();
    const { subscription: created, token } = await signupConfirmed(body);
    const get = await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`https://civic.example/subscriptions/manage?token=${encodeURIComponent(token)}`);
    const stillLive = await ctx.db.selectFrom('subscriptions').select('unsubscribed_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stillLive.unsubscribed_at).toBeNull();

    const post = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('subscriptions').select('unsubscribed_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/unsubscribe?token=1.2.abcdefghijklmnopqrstuvwxyz' });
    expect(bad.statusCode).toBe(403);
  });
});

describe('subscriptions of a signed-in user', () => {
  it('joins an account only through its verified email; strangers get 404', async () => {
    const account = await registerAndLogin(ctx.app);
    // Someone else subscribed this address earlier (and confirmed it).
    const { subscription: theirs } = await signupConfirmed(form({ email: account.email }));
    const list = () => ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/', headers: bearer(account.token) });
    // Registering with the address proves nothing: no name, phone or ZIP of theirs shows.
    expect((await list()).json().items).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${theirs.id}`, headers: bearer(account.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/subscriptions/${theirs.id}`, headers: bearer(account.token), payload: { ...form(), email: undefined } })).statusCode).toBe(404);

    // The account opens the link mailed to the address at registration: now it is theirs.
    const verifyMail = (await outboxFor(account.email)).find((m) => m.subject === 'Confirm your email for Civic Commons');
    const verifyToken = decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(verifyMail!.text_body)![1]!);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token: verifyToken } })).statusCode).toBe(200);
    expect((await list()).json().items.map((s: { id: number }) => s.id)).toEqual([theirs.id]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${theirs.id}`, headers: bearer(account.token) })).statusCode).toBe(200);
    // The proven owner hears the spec's answer to a second sign-up.
    const again = await signup(form({ email: account.email }), bearer(account.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_subscribed');

    const stranger = await registerAndLogin(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${theirs.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/subscriptions/${theirs.id}`, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' })).statusCode).toBe(401);
  });

  it('lets a signed-in user with a verified email sign it up at once (201, no link)', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', account.id).execute();
    const res = await signup(form({ email: account.email }), bearer(account.token));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ confirmation_required: false, subscription: { email: account.email, confirmed_at: expect.any(String) } });
  });
});

/**
 * The number's owner has answered YES to the confirmation text (the double opt-in, through the signed webhook, is
 * tested in sms-double-opt-in.test.ts): before that, the test SMS is refused.
 */
async function numberSaidYes(subscriptionId: number) {
  await ctx.db.updateTable('subscriptions').set({ sms_confirmed_at: ctx.clock.now().toISOString() }).where('id', '=', subscriptionId).execute();
}

describe('POST /subscriptions/test-sms', () => {
  it("queues a test SMS to the subscriber's own number, limited to 3 an hour", async () => {
    const body = form();
    const { subscription: created, token } = await signupConfirmed(body);
    await numberSaidYes(created.id);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/subscriptions/test-sms?token=${encodeURIComponent(token)}`,
        payload: { subscription_id: created.id },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const sms = await outboxFor('+19185550142');
    expect(sms.filter((m) => m.channel === 'sms' && m.text_body.includes('test'))).toHaveLength(3);
  });

  it('texts one number at most 3 times an hour however many subscriptions name it', async () => {
    const phone = '(918) 555-0177';
    // A fresh hour, so the sign-ups of the tests above do not use up this address's sign-up limit.
    ctx.clock.advance(60 * 60 * 1000);
    const send = async (body: Record<string, unknown>) => {
      const { subscription, token } = await signupConfirmed(body);
      await numberSaidYes(subscription.id);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/subscriptions/test-sms?token=${encodeURIComponent(token)}`,
        payload: { subscription_id: subscription.id },
        remoteAddress: `192.0.2.${n}`,
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(form({ phone_number: phone }))).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('refuses a subscription without a phone number', async () => {
    const account = await registerAndLogin(ctx.app);
    await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', account.id).execute();
    const res = await signup(form({ email: account.email, phone_number: null, sms_notifications: false }), bearer(account.token));
    const test = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/test-sms',
      headers: bearer(account.token),
      payload: { subscription_id: res.json().subscription.id },
    });
    expect(test.statusCode).toBe(400);
    expect(test.json().error.details[0].field).toBe('phone_number');
  });
});
