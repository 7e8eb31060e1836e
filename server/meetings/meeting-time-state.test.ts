/** The meeting state rule on a fixed clock: an agenda meeting passes its date without minutes, then stays without. */
import { describe, expect, it } from 'vitest';
import { isStillAhead, meetingTimeState, MINUTES_OVERDUE_DAYS, type MeetingTimeFacts } from './meeting-time-state.ts';

// The two agendas of 6 August 2025 that the issue found still "Upcoming" 16 months later.
const agenda: MeetingTimeFacts = {
  status: 'scheduled',
  meeting_date: '2025-08-06T22:00:00.000Z',
  document_type: 'agenda',
  minutes_url: null,
};
const at = (iso: string) => new Date(iso);

describe('meetingTimeState', () => {
  it('is upcoming before the meeting starts', () => {
    expect(meetingTimeState(agenda, at('2025-08-06T21:59:59.000Z'))).toBe('upcoming');
    expect(isStillAhead(agenda, at('2025-08-01T00:00:00.000Z'))).toBe(true);
  });

  it('awaits minutes once the start has passed without them', () => {
    expect(meetingTimeState(agenda, at('2025-08-06T22:00:01.000Z'))).toBe('awaiting_minutes');
    expect(meetingTimeState(agenda, at('2025-09-01T00:00:00.000Z'))).toBe('awaiting_minutes');
    expect(isStillAhead(agenda, at('2025-08-07T00:00:00.000Z'))).toBe(false);
  });

  it(`says the minutes are not yet published after ${MINUTES_OVERDUE_DAYS} days`, () => {
    const overdue = new Date(Date.parse(agenda.meeting_date) + (MINUTES_OVERDUE_DAYS * 24 + 1) * 3600 * 1000);
    expect(meetingTimeState(agenda, overdue)).toBe('minutes_not_published');
    expect(meetingTimeState(agenda, at('2026-11-26T12:00:00.000Z'))).toBe('minutes_not_published');
  });

  it('is completed as soon as minutes exist, whatever the stored status', () => {
    const now = at('2026-11-26T12:00:00.000Z');
    expect(meetingTimeState({ ...agenda, minutes_url: 'https://example.test/m.pdf' }, now)).toBe('completed');
    expect(meetingTimeState({ ...agenda, document_type: 'minutes' }, now)).toBe('completed');
    expect(meetingTimeState({ ...agenda, status: 'completed' }, now)).toBe('completed');
  });

  it('keeps cancelled and postponed as the record says, before and after the date', () => {
    for (const status of ['cancelled', 'postponed'] as const) {
      expect(meetingTimeState({ ...agenda, status }, at('2025-08-01T00:00:00.000Z'))).toBe(status);
      expect(meetingTimeState({ ...agenda, status }, at('2026-11-26T00:00:00.000Z'))).toBe(status);
    }
  });

  it('does not claim an unreadable date has passed', () => {
    expect(meetingTimeState({ ...agenda, meeting_date: 'not a date' }, at('2026-11-26T00:00:00.000Z'))).toBe('upcoming');
  });
});

describe('a meeting known only from the notice of the year\'s meetings', () => {
  const announced: MeetingTimeFacts = { ...agenda, announced: 1 };
  it('is upcoming while ahead, and once passed with no agenda is neither held nor awaiting minutes', () => {
    expect(meetingTimeState(announced, at('2025-08-01T00:00:00.000Z'))).toBe('upcoming');
    expect(meetingTimeState(announced, at('2025-08-07T00:00:00.000Z'))).toBe('no_agenda');
    expect(meetingTimeState(announced, at('2026-11-26T00:00:00.000Z'))).toBe('no_agenda');
  });

  it('follows its minutes or its cancellation when they come', () => {
    expect(meetingTimeState({ ...announced, minutes_url: 'https://example.test/m.pdf' }, at('2026-11-26T00:00:00.000Z'))).toBe('completed');
    expect(meetingTimeState({ ...announced, status: 'cancelled' }, at('2026-11-26T00:00:00.000Z'))).toBe('cancelled');
  });
});
