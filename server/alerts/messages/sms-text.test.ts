/** The words of alert texts as the loopback SMS API receives them, and as a subscriber reads them. */
import { describe, expect, it } from 'vitest';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { matterStepSms, minutesSms } from './sms-text.ts';
import { insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { smsTestApp } from '../../test/sms-app.ts';

const texting = smsTestApp();

describe('alert texts', () => {
  it('sends a reminder with a space after "reminder:"', async () => {
    const { ctx } = texting;
    const now = ctx.clock.now();
    // 6:00 PM in Tulsa on the test clock's Wednesday.
    const meetingId = await upcomingMeeting(ctx.db, now, 4, { title: 'City Council Regular Meeting' });
    await insertSubscribers(ctx.db, [{ email: 'text@example.org', advance_notice_hours: 24, phone_number: '+19185550601', sms: true, email_on: false }], now);
    await fanOut(ctx, { kind: 'reminder', meetingId, hours: 24 });
    await ctx.app.jobs.runOnce();
    expect(texting.sms.messages.map((m) => m.body)).toEqual([
      `Tulsa meeting reminder: City Council Regular Meeting, Wed, Nov 18, 6:00 PM. https://civic.example/meetings/${meetingId} Reply STOP to opt out.`,
    ]);
  });

  it('writes the minutes text with a space after "minutes:"', () => {
    expect(minutesSms(texting.ctx.city.config, { title: 'City Council Regular Meeting' }, 'https://civic.example/meetings/7')).toBe(
      'New Tulsa minutes: City Council Regular Meeting. Summary: https://civic.example/meetings/7 Reply STOP to opt out.',
    );
  });

  it("names a followed bill's newest step and counts the others, in one segment, in both languages", () => {
    const city = texting.ctx.city.config;
    expect(matterStepSms(city, { file: 'Int 12-2026', action: 'Signed Into Law by Mayor', more: 0 }, 'https://civic.example/matters/Int%2012-2026')).toBe(
      'Tulsa bill you follow: Int 12-2026: Signed Into Law by Mayor. https://civic.example/matters/Int%2012-2026 Reply STOP to opt out.',
    );
    expect(matterStepSms(city, { file: 'Int 12-2026', action: 'Vetoed by Mayor', more: 2 }, 'https://civic.example/matters/x?lang=es', 'es')).toBe(
      'Tulsa, proyecto que sigue: Int 12-2026: Vetoed by Mayor (+2 pasos mas). https://civic.example/matters/x?lang=es Responda ALTO para salir.',
    );
  });
});
