/** The words of alert texts as the loopback SMS API receives them, and as a subscriber reads them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { minutesSms } from './sms-text.ts';
import { insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { type SmsStub, startSmsStub } from '../../test/peers/sms-stub.ts';

let ctx: TestApp;
let sms: SmsStub;
beforeAll(async () => {
  sms = await startSmsStub();
  ctx = await createTestApp({
    PUBLIC_URL: 'https://civic.example',
    SMS_API_URL: sms.url,
    SMS_ACCOUNT_SID: sms.accountSid,
    SMS_AUTH_TOKEN: sms.authToken,
    SMS_FROM: '+19185550000',
  });
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});

describe('alert texts', () => {
  it('sends a reminder with a space after "reminder:"', async () => {
    const now = ctx.clock.now();
    // 6:00 PM in Tulsa on the test clock's Wednesday.
    const meetingId = await upcomingMeeting(ctx.db, now, 4, { title: 'City Council Regular Meeting' });
    await insertSubscribers(ctx.db, [{ email: 'text@example.org', advance_notice_hours: 24, phone_number: '+19185550601', sms: true, email_on: false }], now);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 24 });
    await ctx.app.jobs.runOnce();
    expect(sms.messages.map((m) => m.body)).toEqual([
      `Tulsa meeting reminder: City Council Regular Meeting, Wed, Nov 18, 6:00 PM. https://civic.example/meetings/${meetingId} Reply STOP to opt out.`,
    ]);
  });

  it('writes the minutes text with a space after "minutes:"', () => {
    expect(minutesSms({ title: 'City Council Regular Meeting' }, 'https://civic.example/meetings/7')).toBe(
      'New Tulsa minutes: City Council Regular Meeting. Summary: https://civic.example/meetings/7 Reply STOP to opt out.',
    );
  });
});
