/**
 * A server-rendered meeting page holds its first screen only (issue 52, decision 260): a large council's meeting
 * drew every one of its hundreds of items and fifty-member roll calls. The short meeting must draw exactly what the
 * whole one draws (hydration, and nothing moving when the whole arrives), keep what is drawn from every item (the
 * places, the Spanish summary's English names), and a large roll call must still name who voted otherwise.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppliedCorrection } from '#contract/corrections.ts';
import type { AgendaItem, CouncilorVote, MeetingDetail, VotingRecord } from '#contract/meetings.ts';
import { AppProviders, createQueryClient } from '#web/app/providers.tsx';
import { meetingDetailFixture } from '#web/test/meeting-fixture.ts';
import { TEST_CITY } from '#web/test/test-city.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { firstParagraphs, firstScreenOf, type ShownMeeting } from '../lib/first-screen-meeting.ts';
import { meetingQueryOptions } from '../api/get-meeting.ts';
import { MeetingDetail as MeetingDetailPanel } from './meeting-detail.tsx';
import { MeetingDetailBody } from './meeting-detail-body.tsx';
import { VotingRecords } from './voting-records.tsx';

const MEMBERS = 51;

const item = (i: number): AgendaItem => ({
  id: i + 1,
  item_number: String(i + 1),
  title: `Local law ${i + 1} in relation to street vendors`,
  description: null,
  item_type: 'ordinance',
  vote_required: true,
  vote_result: 'adopted',
  page: null,
  file_number: `Int ${String(i + 1).padStart(4, '0')}-2025`,
  // Every ninth item names a place, the last one too: far beyond the first screen.
  places: i % 9 === 0 || i === 145 ? [{ text: `${i + 10} Main Street`, kind: 'address', value: null, lat: 40.7, lng: -74, method: 'address_point', precision_meters: 10, district: 1 }] : [],
  plain: { kind: 'law', en: `Changes the rules for street vendors (${i + 1}).`, es: `Cambia las reglas para vendedores (${i + 1}).`, es_names: i === 140 ? ['Fulton Street Mall'] : [] },
});

const rollCall = (id: number, nays: number[] = []): VotingRecord => ({
  id,
  agenda_item_id: id,
  item_number: String(id),
  motion: 'Approved by Council',
  motion_kind: 'approve',
  moved_by: null,
  seconded_by: null,
  outcome: 'passed',
  page: null,
  votes: Array.from({ length: MEMBERS }, (_, m): CouncilorVote => ({ councilor: `Member ${m + 1}`, district: m + 1, vote: nays.includes(m + 1) ? 'nay' : m === 50 ? 'absent' : 'aye' })),
});

/** A stated meeting of a fifty-one-member council: 146 items, 28 roll calls, a line of summary per item. */
function largeMeeting(): MeetingDetail {
  const items = Array.from({ length: 146 }, (_, i) => item(i));
  return meetingDetailFixture({
    id: 28,
    summary_es: 'El Concejo aprobó leyes sobre la Fulton Street Mall.',
    agenda_items: items as MeetingDetail['agenda_items'],
    voting_records: Array.from({ length: 28 }, (_, i) => rollCall(i + 1, i === 0 ? [7, 30] : [])),
    detailed_summary: items.map((it) => `${it.file_number}: ${it.title}. (Approved by Council, 50 in favor, 0 against).`).join('\n'),
  });
}

function renderPage(meeting: ShownMeeting, path = `/meetings/${meeting.id}`) {
  const router = createMemoryRouter([{ path: '*', element: <MeetingDetailBody meeting={meeting} autoFocus={false} /> }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  return render(
    <AppProviders city={TEST_CITY} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('en');
});

describe('a meeting cut to its first screen', () => {
  it('keeps the first items and roll calls, the counts, every place and every English name', () => {
    const whole = largeMeeting();
    const short = firstScreenOf(whole);
    expect(short.agenda_items).toHaveLength(12);
    expect(short.voting_records).toHaveLength(5);
    expect(short.first_screen).toMatchObject({ agenda_items: 146, voting_records: 28, detailed_cut: true, es_names: ['Fulton Street Mall'], place_items_total: 18 });
    const placed = whole.agenda_items.filter((i) => (i.places ?? []).length > 0).map((i) => i.item_number);
    expect(short.first_screen!.place_items.map((p) => p.item_number)).toEqual(placed.slice(0, 6));
    // A fifty-one-member roll call keeps its counts and the members who voted otherwise; the table waits.
    expect(short.first_screen!.roll_counts['1']).toEqual({ aye: 48, nay: 2, absent: 1 });
    expect(short.voting_records[0]!.votes.map((v) => v.councilor)).toEqual(['Member 7', 'Member 30', 'Member 51']);
    expect(short.detailed_summary!.length).toBeLessThan(2_600);
    expect(whole.detailed_summary!.startsWith(short.detailed_summary!)).toBe(true);
    expect(JSON.stringify(short).length).toBeLessThan(JSON.stringify(whole).length / 8);
  });

  it('leaves a meeting with nothing to cut as it is, and cuts a cut summary no further', () => {
    const nine = { ...rollCall(1), votes: rollCall(1).votes.slice(0, 9) };
    const small = meetingDetailFixture({ agenda_items: [item(0), item(1)] as MeetingDetail['agenda_items'], voting_records: [nine] });
    expect(firstScreenOf(small)).toBe(small);
    const lines = largeMeeting().detailed_summary!.split('\n\n');
    const once = firstParagraphs(lines);
    expect(once.cut).toBe(true);
    expect(firstParagraphs(once.shown)).toEqual({ shown: once.shown, cut: false });
    // One paragraph longer than the budget, with no line to cut at, is the whole text: nothing to read further.
    const long = ['word '.repeat(1_000).trim()];
    expect(firstParagraphs(long)).toEqual({ shown: long, cut: false });
  });

  it('draws what the whole meeting draws, in English and in Spanish', async () => {
    const whole = largeMeeting();
    for (const language of ['en', 'es']) {
      const { default: i18next } = await import('i18next');
      await i18next.changeLanguage(language);
      const fromWhole = renderPage(whole);
      const wholeHtml = fromWhole.container.innerHTML;
      fromWhole.unmount();
      const fromShort = renderPage(firstScreenOf(whole));
      expect(fromShort.container.innerHTML, language).toBe(wholeHtml);
      fromShort.unmount();
    }
  });

  it('links the whole record on one page when something is cut, from the first screen as from the whole meeting', () => {
    const whole = renderPage(largeMeeting());
    expect(screen.getByRole('link', { name: 'The whole record on one page' }).getAttribute('href')).toBe('/meetings/28?whole=1');
    whole.unmount();
    // Only its detailed summary is long: still cut, the same from either.
    const summaryOnly = meetingDetailFixture({ id: 29, detailed_summary: largeMeeting().detailed_summary });
    for (const meeting of [summaryOnly, firstScreenOf(summaryOnly)]) {
      const page = renderPage(meeting);
      expect(screen.getAllByRole('link', { name: 'The whole record on one page' })).toHaveLength(1);
      page.unmount();
    }
    // Nothing to cut, or the whole page itself: no link.
    const short = renderPage(meetingDetailFixture({ id: 30, agenda_items: largeMeeting().agenda_items.slice(0, 5) }));
    expect(screen.queryByRole('link', { name: 'The whole record on one page' })).toBeNull();
    short.unmount();
    renderPage(summaryOnly, '/meetings/29?whole=1');
    expect(screen.queryByRole('link', { name: 'The whole record on one page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Read the whole detailed summary' })).toBeNull();
  });

  it('asks for the whole meeting only when the reader asks for more, and shows the rest when it comes', async () => {
    const whole = largeMeeting();
    const asked: string[] = [];
    let answer: (() => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!/\/meetings\/28(\?|$)/.test(String(url))) return new Response('{}', { status: 404 });
        asked.push(String(url));
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(JSON.stringify(whole), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const queryClient = createQueryClient();
    // As main.tsx leaves it after hydrating a server-rendered page: the first screen under the page's key.
    queryClient.setQueryData(meetingQueryOptions(28).queryKey, firstScreenOf(whole));
    renderDetail(queryClient, '/meetings/28');
    await screen.findByRole('link', { name: 'Show all 146 agenda items' });
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Show all 146 agenda items' }));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Loading the rest…')).toBe(true);
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => answer!());
    await waitFor(() => expect(document.querySelectorAll('ol > li[id^="item-"]')).toHaveLength(146));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('item-13')));
    // The rest is here: the roll calls show theirs without asking again.
    await userEvent.click(screen.getByRole('link', { name: 'Show all 28 roll calls' }));
    expect(document.querySelectorAll('li[id^="vote-"]')).toHaveLength(28);
    expect(asked).toHaveLength(1);
  });

  it('asks for the whole meeting when a link names a roll call beyond the first screen', async () => {
    const whole = largeMeeting();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        /\/meetings\/28(\?|$)/.test(String(url)) ? new Response(JSON.stringify(whole), { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 404 }),
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(meetingQueryOptions(28).queryKey, firstScreenOf(whole));
    renderDetail(queryClient, '/meetings/28#vote-20');
    await waitFor(() => expect(document.getElementById('vote-20')).not.toBeNull());
    expect(document.querySelectorAll('li[id^="vote-"]')).toHaveLength(28);
  });
});

function renderDetail(queryClient: ReturnType<typeof createQueryClient>, path: string) {
  const element = <MeetingDetailPanel selectedId={28} listSettled demoMeetings={null} autoFocus={false} backHref="/meetings" />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <AppProviders city={TEST_CITY} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a large roll call', () => {
  it('gives the counts and names who voted otherwise, the whole table at a tap', async () => {
    renderWithProviders(<VotingRecords records={[rollCall(1, [7, 30])]} meetingId={28} reportable={false} />);
    const record = document.getElementById('vote-1')!;
    expect(within(record).getByText(/Aye 48 · Nay 2 · Absent 1/)).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: 'Member 7' }).getAttribute('href')).toBe('/councilors/7?councilor=Member%207');
    expect(within(record).getByRole('link', { name: 'Member 30' })).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: 'Member 51' })).toBeInTheDocument();
    expect(within(record).queryByRole('table')).toBeNull();
    await userEvent.click(within(record).getByRole('link', { name: 'Show how all 51 voted' }));
    expect(within(record).getAllByRole('row')).toHaveLength(MEMBERS + 1);
  });

  it('shows the table at once when a member’s vote was corrected', () => {
    const correction: AppliedCorrection = { id: 1, voting_record_id: 1, agenda_item_id: null, field: 'councilor_vote', councilor: 'Member 12', old_value: 'nay', new_value: 'aye', note: 'The clerk’s amended minutes', corrected_at: '2025-02-01T00:00:00.000Z' };
    renderWithProviders(<VotingRecords records={[rollCall(1)]} meetingId={28} reportable={false} corrections={[correction]} />);
    expect(within(document.getElementById('vote-1')!).getByRole('table')).toBeInTheDocument();
    // And the first screen keeps that roll call whole, so the server's page shows the same table.
    const meeting = meetingDetailFixture({ voting_records: [rollCall(1), rollCall(2)], corrections: [correction] });
    const short = firstScreenOf(meeting);
    expect(short.voting_records[0]!.votes).toHaveLength(MEMBERS);
    expect(short.voting_records[1]!.votes).toHaveLength(1);
  });

  it('a council of nine keeps its table', () => {
    const nine = { ...rollCall(1), votes: rollCall(1).votes.slice(0, 9) };
    renderWithProviders(<VotingRecords records={[nine]} meetingId={28} reportable={false} />);
    expect(within(document.getElementById('vote-1')!).getAllByRole('row')).toHaveLength(10);
  });
});
