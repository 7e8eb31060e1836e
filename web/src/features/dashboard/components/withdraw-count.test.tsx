import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakUpReceipt } from '#contract/speak-up.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { WithdrawCount } from './withdraw-count.tsx';

afterEach(() => vi.unstubAllGlobals());

const receipt: SpeakUpReceipt = {
  id: 1, meeting_id: 3, agenda_item_id: 9, item_number: '6.b.', item_title: 'Rezoning', stance: 'support', recipients: [],
  subject: 's', body: 'b', message_id: 'm', sent_at: '2026-11-18T20:00:00.000Z', counted: true, held: false, withheld: false,
};

describe('WithdrawCount', () => {
  it('takes the resident out of the item\'s count and says the message stays sent', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }));
    const user = userEvent.setup();
    renderWithProviders(<WithdrawCount receipt={receipt} />);
    expect(screen.getByText(/Counted, without your name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop counting me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are no longer counted for this item. Your message stays sent.');
    expect(calls).toEqual(['DELETE /api/v1/meetings/3/items/9/speak-up/count']);
  });

  it('offers nothing on a receipt that is not counted', () => {
    renderWithProviders(<WithdrawCount receipt={{ ...receipt, counted: false }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
