import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '#contract/dashboard.ts';
import type { SpeakUpReceipt } from '#contract/speak-up.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SpeakUpReceipts } from './speak-up-receipts.tsx';

const sent: SpeakUpReceipt = {
  id: 1, meeting_id: 3, agenda_item_id: 9, item_number: '6.b.', item_title: 'Rezoning', stance: 'support', recipients: ['clerk@council.example'],
  subject: 's', body: 'b', message_id: 'm', sent_at: '2026-11-18T20:00:00.000Z', counted: true, held: false, withheld: false,
};
const summaryOf = (receipt: SpeakUpReceipt) => ({ speak_up_receipts: [receipt] }) as unknown as DashboardSummary;

describe('SpeakUpReceipts', () => {
  it('says a sent message went to its recipients', () => {
    renderWithProviders(<SpeakUpReceipts summary={summaryOf(sent)} />);
    expect(screen.getByText('To: clerk@council.example')).toBeInTheDocument();
    expect(screen.queryByText(/Not delivered/)).not.toBeInTheDocument();
  });

  it('says plainly a withheld message was not delivered to the council, and does not say it was sent', () => {
    renderWithProviders(<SpeakUpReceipts summary={summaryOf({ ...sent, counted: false, withheld: true })} />);
    expect(screen.getByText(/^Not delivered to the council: .* will not be sent to clerk@council\.example\./)).toBeInTheDocument();
    expect(screen.queryByText('To: clerk@council.example')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sent/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Counted, without your name/)).not.toBeInTheDocument();
  });

  it('says a held message is not yet sent', () => {
    renderWithProviders(<SpeakUpReceipts summary={summaryOf({ ...sent, held: true })} />);
    expect(screen.getByText(/^Not yet sent to clerk@council\.example: sending to the council is paused/)).toBeInTheDocument();
  });
});
