/** A meeting card's summary in the page's language (issue 30): the Spanish built from the record, else the English marked as English. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetingSummary } from '#contract/meetings.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { meetingSummaryFixture } from '#web/test/meeting-fixture.ts';
import { MeetingCard } from './meeting-card.tsx';

const english = 'Approved 7.a (2-1): lets land be used for small offices. The meeting took up 2 agenda items.';
const spanish = 'Aprobado 7.a (2-1): permite usar un terreno para oficinas pequeñas. La reunión trató 2 puntos de la agenda.';

const meeting = (summaryEs: string | null | undefined) =>
  meetingSummaryFixture({
    id: 12,
    summary: english,
    ...(summaryEs === undefined ? {} : { summary_es: summaryEs }),
    has_votes: true,
  });

const card = (m: MeetingSummary) => <MeetingCard meeting={m} href="/meetings/12" selected={false} onSelect={() => {}} />;

describe('meeting card summary', () => {
  it('shows the English summary on an English page, even when a Spanish one came', async () => {
    renderWithProviders(card(meeting(spanish)));
    expect(await screen.findByText(english)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(spanish)).toBeNull();
  });

  it('shows the Spanish summary on a Spanish page, and the English marked as English when there is none', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const { unmount } = renderWithProviders(card(meeting(spanish)));
      expect(await screen.findByText(spanish)).toHaveAttribute('lang', 'es');
      expect(screen.queryByText(english)).toBeNull();
      unmount();
      renderWithProviders(card(meeting(null)));
      expect(await screen.findByText(english)).toHaveAttribute('lang', 'en');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows the Spanish title built from the record on a Spanish page, else the English title marked as English (issue 48)', async () => {
    const titled = meetingSummaryFixture({ id: 12, title: 'City Council Regular Meeting - May 1, 2024', title_es: 'Reunión ordinaria del Concejo Municipal - 1 de mayo de 2024' });
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const { unmount } = renderWithProviders(card(titled));
      expect(await screen.findByRole('link', { name: 'Reunión ordinaria del Concejo Municipal - 1 de mayo de 2024' })).toHaveAttribute('lang', 'es');
      unmount();
      renderWithProviders(card({ ...titled, title_es: null }));
      expect(await screen.findByRole('link', { name: 'City Council Regular Meeting - May 1, 2024' })).toHaveAttribute('lang', 'en');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

