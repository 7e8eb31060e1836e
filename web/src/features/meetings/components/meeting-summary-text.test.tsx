/**
 * The meeting page's summaries in the page's language (issue 48): the Spanish summary where the record gives one;
 * English text on a Spanish page is marked `lang="en"` with a visible "(en inglés)", the detailed summary included.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { MeetingDetail } from '#contract/meetings.ts';
import { DetailedSummaryText, MeetingSummaryText } from './meeting-summary-text.tsx';

const english = 'The Council adopted the budget 8-1.';
const spanish = 'Aprobado 6.d (8-1): adopta el presupuesto.';
const detailed = 'First paragraph of the record.\n\nSecond paragraph of the record.';

async function inSpanish(run: () => Promise<void>) {
  const { default: i18next } = await import('i18next');
  await i18next.changeLanguage('es');
  try {
    await run();
  } finally {
    await i18next.changeLanguage('en');
  }
}

describe('the meeting page summaries in Spanish', () => {
  it('shows the Spanish summary, and the English one marked and labelled where there is none', async () => {
    await inSpanish(async () => {
      const { unmount } = renderWithProviders(<MeetingSummaryText meeting={{ summary: english, summary_es: spanish }} />);
      expect(await screen.findByText(spanish)).toHaveAttribute('lang', 'es');
      expect(screen.queryByText('(en inglés)')).toBeNull();
      unmount();
      renderWithProviders(<MeetingSummaryText meeting={{ summary: english, summary_es: null }} />);
      expect(await screen.findByText(english)).toHaveAttribute('lang', 'en');
      expect(screen.getByText('(en inglés)')).toHaveAttribute('lang', 'es');
    });
  });

  it("marks in the Spanish summary the names its items' lines keep in English", async () => {
    const items = [{ plain: { kind: 'appointment', en: 'Puts Ana Ruiz on a board.', es: 'Nombra a Ana Ruiz en una junta.', es_names: ['Ana Ruiz'] } }] as MeetingDetail['agenda_items'];
    await inSpanish(async () => {
      renderWithProviders(<MeetingSummaryText meeting={{ summary: english, summary_es: 'Aprobado 5 (9-0): nombra a Ana Ruiz en una junta.', agenda_items: items }} />);
      expect(await screen.findByText('Ana Ruiz')).toHaveAttribute('lang', 'en');
      expect(screen.getByText(/^Aprobado 5/)).toHaveAttribute('lang', 'es');
    });
  });

  it('labels the detailed summary as English in its heading, each paragraph lang="en"', async () => {
    await inSpanish(async () => {
      renderWithProviders(<DetailedSummaryText text={detailed} />);
      expect(await screen.findByRole('heading', { name: 'Resumen detallado (en inglés)' })).toBeVisible();
      expect(screen.getByText('First paragraph of the record.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Second paragraph of the record.')).toHaveAttribute('lang', 'en');
    });
  });

  it('shows the Spanish detailed summary with its names marked English, the English one a disclosure away', async () => {
    const es = { paragraphs: ['Decisiones del concejo. 5.a: Nombra a Ana Ruiz en una junta de la ciudad. Aprobado (9-0).'], names: ['Ana Ruiz'] };
    await inSpanish(async () => {
      const { container } = renderWithProviders(<DetailedSummaryText text={detailed} spanish={es} />);
      expect(await screen.findByRole('heading', { name: 'Resumen detallado' })).toBeVisible();
      const paragraph = screen.getByText(/^Decisiones del concejo\./);
      expect(paragraph).toHaveAttribute('lang', 'es');
      expect(screen.getByText('Ana Ruiz')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Resumen detallado en inglés')).toBeInTheDocument();
      expect(container.querySelector('details p')).toHaveAttribute('lang', 'en');
    });
    // On an English page the Spanish one is not shown.
    renderWithProviders(<DetailedSummaryText text={detailed} spanish={es} />);
    expect(screen.queryByText(/Decisiones del concejo/)).toBeNull();
  });

  it('adds no note on an English page', async () => {
    renderWithProviders(<DetailedSummaryText text={detailed} />);
    expect(await screen.findByRole('heading', { name: /^Detailed summary$/i })).toBeVisible();
    renderWithProviders(<MeetingSummaryText meeting={{ summary: english, summary_es: spanish }} />);
    expect(screen.queryByText('(in English)')).toBeNull();
  });
});
