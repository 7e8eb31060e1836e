/**
 * Issue 20's "done when" for alerts: a resident who signs up on the Spanish page gets Spanish emails and SMS,
 * texts ALTO, is answered in Spanish and hears no more by SMS; an English subscriber's messages are unchanged.
 * Through real peers on loopback (the SMTP sink, the SMS stub) and the signed inbound webhook; the test clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { type AlertApp, startAlertApp } from '../../test/alert-app.ts';
import { postInboundSms, SMS_WEBHOOK_TOKEN } from '../../test/sms-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { longMeetingTime, shortMeetingTime } from './alert-time.ts';
import { SMS_MAX_LENGTH } from './sms-text.ts';
import { confirmSignup, insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import type { SmsStub } from '../../test/peers/sms-stub.ts';
import type { SmtpSink } from '../../test/peers/smtp-sink.ts';

let alerts: AlertApp;
let ctx: TestApp;
let smtp: SmtpSink;
let sms: SmsStub;
let topics: Map<string, number>;

beforeAll(async () => {
  alerts = await startAlertApp({ SMS_WEBHOOK_AUTH_TOKEN: SMS_WEBHOOK_TOKEN });
  ({ ctx, smtp, sms, topics } = alerts);
});
afterAll(() => alerts.close());
beforeEach(() => alerts.clearInboxes());

/** A text from `from`, signed as the provider signs it (by its own library). */
const textUs = (from: string, body: string, messageSid: string) => postInboundSms(ctx.app, SMS_WEBHOOK_TOKEN, from, body, messageSid);

const mailTo = (address: string) => smtp.accepted.filter((m) => m.recipients[0] === address);
const smsTo = (phone: string) => sms.messages.filter((m) => m.to === phone);

describe('alerts in Spanish', () => {
  it('a Spanish subscriber gets a Spanish reminder by email and SMS, texts ALTO, is answered in Spanish and gets no more SMS', async () => {
    const now = ctx.clock.now();
    const meetingId = await upcomingMeeting(ctx.db, now, 20, { title: 'Regular Council Meeting' });
    const email = 'lucia@example.org';
    const phone = '+19185550140';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: {
        full_name: 'Lucía Hernández',
        email,
        phone_number: '918-555-0140',
        interested_topics: [String(topics.get('city-budget'))],
        advance_notice_hours: 24,
        language: 'es',
      },
    });
    expect(signup.statusCode).toBe(202);
    await ctx.app.jobs.runOnce();
    const [confirmMail] = mailTo(email);
    expect(confirmMail!.subject).toBe(`Confirme sus alertas de reuniones de ${ctx.city.config.name}`);
    expect(confirmMail!.text).toContain('Si no fue usted, ignore este correo');
    expect(confirmMail!.text).toMatch(/\/subscriptions\/confirm\?token=[^\s&]+&lang=es/);

    smtp.accepted.length = 0;
    await confirmSignup(ctx.app, email);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();

    const welcome = mailTo(email).find((m) => m.subject.startsWith('Ya está inscrito'));
    expect(welcome?.text).toContain('Hola, Lucía Hernández:');
    expect(welcome?.text).toMatch(/\/subscriptions\/manage\?token=[^\s&]+&lang=es/);

    const reminder = mailTo(email).find((m) => m.subject.startsWith('Recordatorio:'));
    const meetingDate = (await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', meetingId).executeTakeFirstOrThrow()).meeting_date;
    const when = longMeetingTime(ctx.city.config, meetingDate, 'es');
    expect(when).toMatch(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}/);
    expect(reminder!.subject).toBe(`Recordatorio: Regular Council Meeting, ${when}`);
    expect(reminder!.text).toContain('Se acerca la reunión Regular Council Meeting.');
    expect(reminder!.text).toContain(`Cuándo: ${when}`);
    expect(reminder!.text).toContain(`Agenda y detalles: https://civic.example/meetings/${meetingId}?lang=es`);
    expect(reminder!.text).toContain('Cancelar la suscripción: https://civic.example/api/v1/subscriptions/unsubscribe?token=');
    expect(reminder!.html).toContain('<strong>Regular Council Meeting</strong>');
    expect(reminder!.html).toContain('Ver la agenda y los detalles');
    expect(reminder!.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/civic\.example\/api\/v1\/subscriptions\/unsubscribe\?token=[^>]+&lang=es>$/);

    // The number's only text so far asks its owner, in Spanish, to confirm (double opt-in): the reminder waits for SI.
    expect(smsTo(phone).map((m) => m.body)).toEqual([expect.stringMatching(/^Civic Commons: responda SI para confirmar alertas de reuniones/)]);
    expect((await textUs(phone, 'Sí', 'SMes0')).body).toContain('las alertas por SMS estan activas para este numero');
    sms.messages.length = 0;
    const textedMeetingId = await upcomingMeeting(ctx.db, now, 21, { title: 'Regular Council Meeting' });
    const textedDate = (await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', textedMeetingId).executeTakeFirstOrThrow()).meeting_date;
    await fanOut(ctx, { kind: 'reminder', meetingId: textedMeetingId, hours: 24 });
    await ctx.app.jobs.runOnce();
    const [text] = smsTo(phone);
    expect(text!.body).toMatch(new RegExp(`^Recordatorio de ${ctx.city.config.name}: Regular Council Meeting, `));
    expect(text!.body).toContain(shortMeetingTime(ctx.city.config, textedDate, 'es').normalize('NFKD').replace(/[^\x20-\x7e]/g, ''));
    expect(text!.body).toContain(`https://civic.example/meetings/${textedMeetingId}?lang=es`);
    expect(text!.body).toContain('Responda ALTO');
    expect(text!.body.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text!.body).toMatch(/^[\x20-\x7e]+$/);

    // The manage page's test SMS: the answer and the message are in Spanish too.
    const manageToken = decodeURIComponent(/manage\?token=([^&\s]+)&lang=es/.exec(reminder!.text)![1]!);
    const subscriptionId = (await ctx.db.selectFrom('subscriptions').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const testSms = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/subscriptions/test-sms?token=${encodeURIComponent(manageToken)}`,
      payload: { subscription_id: subscriptionId },
    });
    expect(testSms.json()).toEqual({ ok: true, message: 'Un SMS de prueba va en camino al número que termina en 0140.' });
    sms.messages.length = 0;
    await ctx.app.jobs.runOnce();
    expect(smsTo(phone).map((m) => m.body)).toEqual([
      `Prueba de Civic Commons: las alertas por SMS de las reuniones del concejo de ${ctx.city.config.name} llegaran a este numero. Responda ALTO para salir.`,
    ]);

    const alto = await textUs(phone, 'Alto', 'SMes1');
    expect(alto.statusCode).toBe(200);
    expect(alto.body).toContain('<Message>Civic Commons: ya no recibira alertas por SMS. Responda COMENZAR para volver a recibirlas.</Message>');
    const row = await ctx.db.selectFrom('subscriptions').select(['sms_notifications', 'email_notifications', 'unsubscribed_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ sms_notifications: 0, email_notifications: 1, unsubscribed_at: null });

    // The next meeting's reminder still goes by email, in Spanish; none goes by SMS.
    sms.messages.length = 0;
    smtp.accepted.length = 0;
    await upcomingMeeting(ctx.db, now, 22, { title: 'Regular Council Meeting' });
    ctx.clock.advance(3 * 3_600_000);
    await ctx.app.jobs.runOnce();
    expect(mailTo(email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Recordatorio: /)]);
    expect(smsTo(phone)).toEqual([]);

    const ayuda = await textUs(phone, 'AYUDA', 'SMes2');
    expect(ayuda.body).toContain(`Civic Commons: alertas del concejo de ${ctx.city.config.name}. Frec. variable. Pueden aplicar tarifas de msj y datos.`);
    const comenzar = await textUs(phone, 'comenzar', 'SMes3');
    expect(comenzar.body).toContain('Civic Commons: las alertas por SMS estan activas para este numero.');
    expect((await ctx.db.selectFrom('subscriptions').select('sms_notifications').where('email', '=', email).executeTakeFirstOrThrow()).sms_notifications).toBe(1);

    // The email's unsubscribe link: opened in a browser, the manage page in Spanish; one click, the end.
    const unsubscribeUrl = new URL(/^<(.+)>$/.exec(reminder!.headers.get('list-unsubscribe')!)![1]!);
    const opened = await ctx.app.inject({ method: 'GET', url: `${unsubscribeUrl.pathname}${unsubscribeUrl.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`https://civic.example/subscriptions/manage?token=${encodeURIComponent(manageToken)}&lang=es`);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await ctx.db.selectFrom('subscriptions').select('unsubscribed_at').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).unsubscribed_at).not.toBeNull();
  });

  it('an English subscriber hears English; STOP answers in the subscription language, and an unknown number in the keyword language', async () => {
    const now = ctx.clock.now();
    const [, spanishId] = await insertSubscribers(
      ctx.db,
      [
        { email: 'ann@example.org', phone_number: '+19185550150', sms: true, advance_notice_hours: 12, meeting_types: ['regular_council'] },
        { email: 'jose@example.org', phone_number: '+19185550151', sms: true, advance_notice_hours: 12, language: 'es' },
      ],
      now,
    );
    const meetingId = await upcomingMeeting(ctx.db, now, 11, { title: 'Regular Council Meeting' });
    ctx.clock.advance(2 * 3_600_000);
    await ctx.app.jobs.runOnce();
    const [english] = mailTo('ann@example.org');
    expect(english!.subject).toMatch(/^Reminder: Regular Council Meeting on \w+day, /);
    expect(english!.text).toContain('Hello Test Subscriber,');
    expect(english!.text).toContain('Unsubscribe: https://civic.example/api/v1/subscriptions/unsubscribe?token=');
    expect(english!.text).not.toContain('lang=');
    expect(smsTo('+19185550150')[0]!.body).toMatch(new RegExp(`^${ctx.city.config.name} meeting reminder: Regular Council Meeting, .* Reply STOP to opt out\\.$`));
    expect(english!.text).toContain(`Agenda and details: https://civic.example/meetings/${meetingId}\n`);

    // STOP from the Spanish subscriber's phone: the English keyword works, the answer is in Spanish.
    const stop = await textUs('+19185550151', 'STOP', 'SMmix1');
    expect(stop.body).toContain('ya no recibira alertas por SMS');
    expect((await ctx.db.selectFrom('subscriptions').select('sms_notifications').where('id', '=', spanishId!).executeTakeFirstOrThrow()).sms_notifications).toBe(0);
    // ALTO from the English subscriber's phone: stops too, answered in English.
    const alto = await textUs('+19185550150', 'ALTO', 'SMmix2');
    expect(alto.body).toContain('<Message>Civic Commons: you will get no more SMS alerts. Reply START to resume.</Message>');

    expect((await textUs('+19185550199', 'PARAR', 'SMmix3')).body).toContain('ya no recibira alertas por SMS');
    expect((await textUs('+19185550199', 'HELP', 'SMmix4')).body).toContain(`Civic Commons: ${ctx.city.config.name} council alerts. Msg freq varies. Msg&amp;data rates may apply.`);
    expect((await textUs('+19185550198', 'Ayuda', 'SMmix5')).body).toContain('ALTO para cancelar.');
  });

  it("writes an account's in-app notifications in the account's language", async () => {
    const now = ctx.clock.now();
    const [es, en] = [await registerAndLogin(ctx.app), await registerAndLogin(ctx.app)];
    await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(es.token), payload: { language: 'es' } });
    const meetingId = await upcomingMeeting(ctx.db, now, 5, { title: 'Regular Council Meeting', location: 'City Hall' });
    const ids = await insertSubscribers(
      ctx.db,
      [
        { email: 'in-app-es@example.org', advance_notice_hours: 24 },
        { email: 'in-app-en@example.org', advance_notice_hours: 24 },
      ],
      now,
    );
    for (const [i, account] of [es, en].entries()) {
      const user = await ctx.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
      await ctx.db.updateTable('subscriptions').set({ user_id: user.id }).where('id', '=', ids[i]!).execute();
    }
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 24 });
    const meetingDate = (await ctx.db.selectFrom('meetings').select('meeting_date').where('id', '=', meetingId).executeTakeFirstOrThrow()).meeting_date;
    const noteOf = async (account: { token: string }) => {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(account.token) });
      return JSON.stringify(list.json());
    };
    expect(await noteOf(es)).toContain(`Recordatorio: Regular Council Meeting`);
    expect(await noteOf(es)).toContain(`${longMeetingTime(ctx.city.config, meetingDate, 'es')}, en City Hall.`);
    expect(await noteOf(en)).toContain(`Reminder: Regular Council Meeting`);
    expect(await noteOf(en)).toContain(`${longMeetingTime(ctx.city.config, meetingDate, 'en')} at City Hall.`);
  });
});
