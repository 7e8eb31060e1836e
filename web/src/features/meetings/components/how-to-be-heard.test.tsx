/** The "How to be heard" section: deadlines on Tulsa's wall clock, countdowns from a fixed browser clock. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HowToBeHeardResponse } from '#contract/hearing-rules.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { HowToBeHeard } from './how-to-be-heard.tsx';

// A Wednesday 5 PM CST meeting; topics close noon the Thursday before, the rest at the start.
const answer: HowToBeHeardResponse = {
  meeting_id: 7,
  meeting_date: '2026-11-25T23:00:00.000Z',
  time_zone: 'America/Chicago',
  now: '2026-11-17T18:00:00.000Z',
  meeting_started: false,
  agenda_posted_by: '2026-11-23T23:00:00.000Z',
  addenda_posted_by: '2026-11-24T23:00:00.000Z',
  deadlines: [
    { kind: 'written_comment', in_person: false, closes_at: '2026-11-25T23:00:00.000Z', state: 'open', minutes_left: 11_820 },
    { kind: 'request_to_speak', in_person: true, closes_at: '2026-11-25T23:00:00.000Z', state: 'open', minutes_left: 11_820 },
    { kind: 'public_comment_topic', in_person: false, closes_at: '2026-11-19T18:00:00.000Z', state: 'open', minutes_left: 2880 },
  ],
  secretary: { name: 'Lori Doring', title: 'Secretary to the Tulsa City Council', email: 'loridoring@tulsacouncil.org', phone: '(918) 596-1990', address: '175 E. 2nd St., 4th Floor, Tulsa, OK 74103' },
};

function serve(body: HowToBeHeardResponse) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HowToBeHeard', () => {
  it('counts each deadline down on the city clock: topics close Thursday at noon, 2 days from Tuesday noon', async () => {
    vi.setSystemTime(new Date('2026-11-17T18:00:00.000Z'));
    serve(answer);
    renderWithProviders(<HowToBeHeard meetingId={7} />);
    const section = await screen.findByRole('region', { name: 'How to be heard' });
    const topic = within(section).getByText(/public comments/).closest('li')!;
    expect(topic).toHaveTextContent(/closes Thu, Nov 19, 2026, 12:00 PM CST: 2 days left/);
    expect(within(section).getByText(/Write to the council/).closest('li')).toHaveTextContent('8 days left');
    expect(within(section).getByRole('link', { name: 'loridoring@tulsacouncil.org' })).toHaveAttribute('href', 'mailto:loridoring@tulsacouncil.org');
  });

  it('says a passed deadline closed while the others still count down', async () => {
    vi.setSystemTime(new Date('2026-11-19T18:30:00.000Z'));
    serve(answer);
    renderWithProviders(<HowToBeHeard meetingId={7} />);
    const section = await screen.findByRole('region', { name: 'How to be heard' });
    expect(within(section).getByText(/public comments/).closest('li')).toHaveTextContent(/closed Thu, Nov 19, 2026, 12:00 PM CST\./);
    expect(within(section).getByText(/Write to the council/).closest('li')).toHaveTextContent('6 days left');
  });

  it('once the meeting has begun, says it is too late instead of listing closed ways', async () => {
    vi.setSystemTime(new Date('2026-11-25T23:05:00.000Z'));
    serve(answer);
    renderWithProviders(<HowToBeHeard meetingId={7} />);
    expect(await screen.findByText(/This meeting has begun/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('once a hearing has begun, still lists written testimony a city takes afterwards (New York: 72 hours)', async () => {
    vi.setSystemTime(new Date('2026-11-25T23:05:00.000Z'));
    serve({
      ...answer,
      time_zone: 'America/New_York',
      deadlines: [
        { kind: 'testify_in_person', in_person: true, closes_at: '2026-11-25T23:00:00.000Z', state: 'open', minutes_left: 0 },
        { kind: 'written_comment', in_person: false, closes_at: '2026-11-28T23:00:00.000Z', state: 'open', minutes_left: 4320 },
      ],
    });
    renderWithProviders(<HowToBeHeard meetingId={7} />);
    expect(await screen.findByText(/still takes written testimony/)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'How to be heard' });
    expect(within(section).getByText(/Write to the council/).closest('li')).toHaveTextContent('2 days left');
    expect(within(section).queryByText(/Testify at the hearing, in person/)).toBeNull();
  });
});
