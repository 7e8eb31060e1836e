/** The bill's dossier page: a New York bill from its history in the Council's record, in English and Spanish. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatterDossier } from '#contract/matters.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AgendaItems } from './agenda-items.tsx';
import { MatterDossierView } from './matter-dossier.tsx';

const dossier: MatterDossier = {
  file_number: 'Int 0873-2026',
  title: 'Bus lane enforcement cameras.',
  matter: {
    type: 'Introduction',
    name: 'Bus lane enforcement cameras.',
    title: 'A Local Law to amend the administrative code of the city of New York, in relation to bus lane cameras',
    status: 'Enacted',
    version: 'A',
    intro_date: '2026-04-30',
    passed_date: '2026-04-30',
    enactment_date: '2026-05-12',
    enactment_number: '2026/041',
    council_page_url: 'https://legistar.council.nyc.gov/LegislationDetail.aspx?ID=78778&GUID=0D7ECDB5-3033-4E5F-801A-5206B26B95D0',
    sponsors: [
      { name: 'Linda Lee', prime: true },
      { name: 'Julie Menin', prime: false },
    ],
    steps: [
      { date: '2026-04-30', body: 'Committee on Finance', action: 'Hearing on P-C Item by Comm', result: null, version: null, meeting_id: 11, tally: null },
      { date: '2026-04-30', body: 'Committee on Finance', action: 'Amended by Committee', result: 'passed', version: 'A', meeting_id: 11, tally: null },
      { date: '2026-04-30', body: 'City Council', action: 'Approved by Council', result: 'passed', version: 'A', meeting_id: 12, tally: { aye: 47, nay: 2, abstain: 0, absent: 1 } },
    ],
    versions: ['A'],
    documents: [
      { name: 'Summary of Int. No. 873-A', url: 'https://nyc.legistar1.com/nyc/attachments/summary.docx' },
      { name: 'Int. No. 873-A', url: 'https://nyc.legistar1.com/nyc/attachments/text.docx' },
    ],
  },
  meetings: [
    {
      meeting_id: 12,
      meeting_title: 'City Council',
      meeting_date: '2026-04-30T17:30:00.000Z',
      meeting_status: 'completed',
      item_number: '42',
      vote_result: 'passed',
      agenda_url: 'https://nyc.legistar1.com/nyc/meetings/2026/4/agenda.pdf',
      minutes_url: null,
      council_page_url: 'https://legistar.council.nyc.gov/MeetingDetail.aspx?LEGID=22423&GID=61&G=2FD004F1-D85B-4588-A648-0A736C77D6E3',
    },
  ],
};

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/matters/')
        ? new Response(JSON.stringify(body), { status })
        : new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 }),
    ),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('en');
});

describe('MatterDossierView', () => {
  it('shows the sponsors, every step in order with its version and tally, the Council’s agenda and the follow control', async () => {
    serve(200, dossier);
    renderWithProviders(<MatterDossierView fileNumber="Int 0873-2026" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('File Int 0873-2026: Bus lane enforcement cameras.');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toContain('/matters/Int%200873-2026');
    const sponsors = screen.getByRole('region', { name: 'Sponsors (2)' });
    expect(within(sponsors).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Linda Lee (prime sponsor)', 'Julie Menin']);
    const steps = within(screen.getByRole('list', { name: 'Every step, in order' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('Amended by Committee');
    expect(steps[1]).toHaveTextContent('Version A');
    expect(steps[2]).toHaveTextContent('Vote: 47 yes, 2 no, 0 abstained or not voting, 1 absent.');
    expect(within(steps[2]!).getByRole('link', { name: 'At this meeting' })).toHaveAttribute('href', '/meetings/12?status=all');
    expect(steps[0]).not.toHaveTextContent('Vote:');
    expect(screen.getByRole('link', { name: "Council's agenda" })).toHaveAttribute('href', dossier.meetings[0]!.agenda_url);
    expect(screen.getByRole('link', { name: "Council's page" })).toHaveAttribute('href', dossier.meetings[0]!.council_page_url);
    // The versions the bill went through, and the Council's own documents by the links its record gives.
    expect(screen.getByText('Versions').nextElementSibling).toHaveTextContent('A');
    const documents = within(screen.getByRole('region', { name: "The Council's documents" })).getAllByRole('link');
    // The bill's own page on the Council's site first (decision 195), then its documents.
    expect(documents.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["The Council's page for this bill", dossier.matter!.council_page_url],
      ...dossier.matter!.documents.map((d) => [d.name, d.url]),
    ]);
    expect(screen.getByRole('button', { name: 'Follow this item (Int 0873-2026)' })).toBeInTheDocument();
  });

  it('in Spanish: the labels are translated, the record’s own words are marked as English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    serve(200, dossier);
    renderWithProviders(<MatterDossierView fileNumber="Int 0873-2026" />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Expediente Int 0873-2026');
    expect(screen.getByRole('region', { name: 'Patrocinadores (2)' })).toHaveTextContent('Linda Lee (patrocinador principal)');
    const steps = within(screen.getByRole('list', { name: 'Cada paso, en orden' })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Votación: 47 a favor, 2 en contra, 0 abstenciones o sin voto, 1 ausentes.');
    expect(within(steps[2]!).getByText('Approved by Council')).toHaveAttribute('lang', 'en');
    expect(within(steps[2]!).getByText('Aprobado')).not.toHaveAttribute('lang');
    expect(screen.getByText('Bus lane enforcement cameras.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: 'Documentos del Concejo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Int. No. 873-A' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Página del Concejo' })).toBeInTheDocument();
  });

  it('says plainly when no record has the file number', async () => {
    serve(404, { error: { code: 'not_found', message: 'not found' } });
    renderWithProviders(<MatterDossierView fileNumber="Int 9999-2026" />);
    expect(await screen.findByText('No bill or agenda item with file number Int 9999-2026 is in the record.')).toBeInTheDocument();
  });

  it('a city without step-by-step records shows the meetings where the item came up', async () => {
    serve(200, { ...dossier, file_number: '26-100-1', title: 'Ordinance closing an alley', matter: null });
    renderWithProviders(<MatterDossierView fileNumber="26-100-1" />);
    expect(await screen.findByText(/does not follow this file from step to step/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meetings where it came up' })).toHaveTextContent('City Council');
  });

  it('is linked from each agenda item that carries a file number', async () => {
    serve(200, dossier);
    const item = { id: 1, item_number: '36', title: 'Budget Extender', description: null, item_type: 'ordinance' as const, vote_required: true, vote_result: 'passed', page: null, file_number: 'Int 0873-2026' };
    renderWithProviders(<AgendaItems items={[item]} meetingId={4} reportable />);
    expect(await screen.findByRole('link', { name: 'Every step of file Int 0873-2026' })).toHaveAttribute('href', '/matters/Int%200873-2026');
  });
});
