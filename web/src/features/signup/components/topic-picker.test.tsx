/**
 * Alert topics in the reader's language (issue 48), as the sign-up and manage pages show them: a Spanish page
 * names a topic in Spanish where the locale names its slug, else the city's English name marked `lang="en"`;
 * descriptions stay the city's English, marked and noted.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationTopic } from '#contract/subscriptions.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TopicPicker } from './topic-picker.tsx';

const topics: NotificationTopic[] = [
  { id: 1, slug: 'libraries', category: 'education', display_name: 'Libraries', description: 'Library branches and hours.', icon: '📚' },
  { id: 2, slug: 'a-topic-no-locale-names', category: 'education', display_name: 'Ferry Landings', description: 'Ferry service.', icon: '⛴' },
];

const picker = () => <TopicPicker topics={topics} selected={[]} onChange={() => {}} />;

describe('alert topics in the page\'s language', () => {
  it('names topics in Spanish on a Spanish page, the rest and every description marked as English under a note', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(picker());
      expect(await screen.findByText('Bibliotecas')).toHaveAttribute('lang', 'es');
      expect(screen.queryByText('Libraries')).toBeNull();
      expect(screen.getByText('Ferry Landings')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Library branches and hours.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText(/Las descripciones de los temas están en inglés/)).toBeVisible();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps the city\'s names on an English page, with no note', async () => {
    renderWithProviders(picker());
    expect(await screen.findByText('Libraries')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/descriptions are in English/)).toBeNull();
  });
});
