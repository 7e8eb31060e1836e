import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '#contract/corrections.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CorrectionFormFields } from './correction-form-fields.tsx';

afterEach(() => vi.unstubAllGlobals());

const report: ErrorReport = {
  id: 3,
  meeting_id: 12,
  meeting_title: 'City Council Regular Meeting',
  meeting_date: '2024-12-04T22:00:00.000Z',
  target: 'item',
  item_number: '4',
  vote_position: null,
  message: 'The minutes say this item was referred.',
  email: null,
  status: 'open',
  created_at: '2026-01-01T00:00:00.000Z',
  resolved_at: null,
  correction: null,
};
const meeting = { id: 12, agenda_items: [{ id: 40, item_number: '4', title: 'Zoning change on Peoria Ave', vote_result: 'passed' }], voting_records: [] };

/** The meeting the form reads; every accept sent is kept. */
function serve() {
  const accepted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/accept')) {
        accepted.push(JSON.parse(String(init!.body)));
        return new Response(JSON.stringify({ ...report, status: 'accepted' }));
      }
      return new Response(JSON.stringify(meeting));
    }),
  );
  return accepted;
}

describe('CorrectionFormFields', () => {
  it("offers an item's result as the record's classes in words, and sends the chosen class", async () => {
    const accepted = serve();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CorrectionFormFields report={report} onDone={onDone} />);
    const value = await screen.findByRole('combobox', { name: 'Correct value' });
    expect([...value.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '—',
      'Passed (approved)',
      'Failed',
      'Denied',
      'Continued to a later meeting',
      'Tabled',
      'Referred (to a committee or staff)',
      'Pulled from the agenda',
    ]);
    await user.selectOptions(value, 'Referred (to a committee or staff)');
    await user.type(screen.getByRole('textbox', { name: 'Note for the public log' }), 'Page 4.');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(accepted).toEqual([{ field: 'item_vote_result', item_number: '4', new_value: 'referred', note: 'Page 4.' }]);
  });

  it('marks the required fields and, sent empty, says what each needs by it and focuses the first', async () => {
    const accepted = serve();
    const user = userEvent.setup();
    renderWithProviders(<CorrectionFormFields report={report} onDone={() => {}} />);
    const value = await screen.findByRole('combobox', { name: 'Correct value' });
    const note = screen.getByRole('textbox', { name: 'Note for the public log' });
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(value).toBeRequired();
    expect(note).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription('Choose the correct value.');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Write a note for the public log: why the record was wrong.'));
    expect(accepted).toEqual([]);
  });
});
