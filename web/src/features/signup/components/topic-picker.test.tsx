/**
 * Alert topics in the reader's language (issue 48), as the sign-up and manage pages show them: a Spanish page
 * names a topic in Spanish where the locale names its slug, else the city's English name marked `lang="en"`;
 * a description in the city's Spanish where it wrote one (its English names marked), else its English, marked and noted.
 */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationTopic } from '#contract/subscriptions.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TopicPicker } from './topic-picker.tsx';

const topics: NotificationTopic[] = [
  {
    id: 1,
    slug: 'libraries',
    category: 'education',
    display_name: 'Libraries',
    description: 'Library branches and hours.',
    description_es: { text: 'Las sucursales de Central Library y sus horarios.', names: ['Central Library'] },
    icon: '📚',
  },
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
      // The city's Spanish description, its English name marked; the one it gave only in English, marked and noted.
      expect(screen.getByText(/^Las sucursales de/)).toHaveAttribute('lang', 'es');
      expect(screen.getByText('Central Library')).toHaveAttribute('lang', 'en');
      expect(screen.queryByText('Library branches and hours.')).toBeNull();
      expect(screen.getByText('Ferry service.')).toHaveAttribute('lang', 'en');
      expect(screen.getByText(/Algunas descripciones de los temas están solo en inglés/)).toBeVisible();
      cleanup();
      // With every description in Spanish, no note.
      renderWithProviders(<TopicPicker topics={topics.slice(0, 1)} selected={[]} onChange={() => {}} />);
      expect(await screen.findByText('Bibliotecas')).toBeVisible();
      expect(screen.queryByText(/Algunas descripciones de los temas están solo en inglés/)).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps the city\'s names on an English page, with no note', async () => {
    renderWithProviders(picker());
    expect(await screen.findByText('Libraries')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/descriptions are in English only/)).toBeNull();
  });
});
