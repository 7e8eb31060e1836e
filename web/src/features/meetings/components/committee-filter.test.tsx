/**
 * A city whose source lists its committees (issue 47) offers them as a filter of the meetings list, in English and
 * Spanish, the names as the record gives them; a committee's meeting names its committee and links all its meetings.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { TEST_CITY } from '#web/test/test-city.ts';
import { sampleMeetings } from '../data/sample-meetings.ts';
import { MeetingDetailBody } from './meeting-detail-body.tsx';
import { DEFAULT_FILTERS, type MeetingFilters as Filters, readFilters, writeFilters } from '../lib/meeting-filters.ts';
import { MeetingFilters } from './meeting-filters.tsx';

const COMMITTEES = { items: [{ name: 'Committee on Finance', meetings: 9 }, { name: 'Subcommittee on Zoning and Franchises', meetings: 4 }] };

function serveCommittees(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/meetings/committees') ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{}', { status: 404 }),
    ),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('en');
});

describe('the committee filter', () => {
  it('lists the committees and asks for the one picked; the URL keeps it', async () => {
    serveCommittees(COMMITTEES);
    const asked: Filters[] = [];
    renderWithProviders(<MeetingFilters filters={DEFAULT_FILTERS} onChange={(next) => asked.push(next)} />);
    const select = await screen.findByLabelText('Committee');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All committees and the Council', 'Committee on Finance', 'Subcommittee on Zoning and Franchises']);
    fireEvent.change(select, { target: { value: 'Committee on Finance' } });
    expect(asked.at(-1)).toEqual({ ...DEFAULT_FILTERS, committee: 'Committee on Finance' });
    expect(readFilters(writeFilters(asked.at(-1)!)).committee).toBe('Committee on Finance');
  });

  it('in Spanish, with the names as the record prints them, marked English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    serveCommittees(COMMITTEES);
    renderWithProviders(<MeetingFilters filters={DEFAULT_FILTERS} onChange={() => {}} />);
    const select = (await screen.findByLabelText('Comité')) as HTMLSelectElement;
    expect(select.options[0]!.text).toBe('Todos los comités y el Concejo');
    expect(select.options[1]!.getAttribute('lang')).toBe('en');
  });

  it("a committee's meeting names the committee and links its other meetings, in both languages", async () => {
    serveCommittees(COMMITTEES);
    const meeting = { ...sampleMeetings(TEST_CITY, new Date('2025-08-01T22:00:00.000Z'))[0]!, title: 'Committee on Finance' };
    const { unmount } = renderWithProviders(<MeetingDetailBody meeting={meeting} autoFocus={false} />, { path: `/meetings/${meeting.id}` });
    const link = await screen.findByRole('link', { name: 'all 9 of its meetings' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toMatch(/\/meetings\?status=all&committee=Committee\+on\+Finance$/);
    expect(screen.getByText('Committee', { selector: 'dt' })).toBeInTheDocument();
    unmount();
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    renderWithProviders(<MeetingDetailBody meeting={meeting} autoFocus={false} />, { path: `/meetings/${meeting.id}` });
    expect(await screen.findByRole('link', { name: 'sus 9 reuniones' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Comité', { selector: 'dt' })).toBeInTheDocument();
  });
});
