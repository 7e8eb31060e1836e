/**
 * The map's list in the reader's language (issue 48): on a Spanish page an item reads by its Spanish plain line,
 * the clerk's title kept as the English official text, the meeting by its Spanish title; an item with no plain
 * line keeps its English title, marked and noted. An English page reads as before.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { MapItem } from './map-items.ts';
import { PlacesList } from './places-list.tsx';

const place: MapItem['places'][number] = { kind: 'address', text: '175 E 2nd St', value: null, lat: null, lng: null, method: null, precision_meters: null, district: 4 };
const items: MapItem[] = [
  {
    id: 1, meeting_id: 9, item_number: '5.b', title: 'Rezoning Application Z-7792 from OM to CH', places: [place],
    meeting_title: 'City Council Regular Meeting - December 4, 2024', meeting_title_es: 'Reunión ordinaria del Concejo Municipal - 4 de diciembre de 2024',
    plain: { kind: 'rezoning', en: 'Lets land be used for shops.', es: 'Permite usar un terreno para tiendas.' },
  },
  { id: 2, meeting_id: 9, item_number: '7.c', title: 'Something the rules do not read', places: [place], meeting_title: 'Work Session', plain: null },
];

describe('the map list in the page\'s language', () => {
  it('reads items and meetings in Spanish on a Spanish page, English left as the record gives it marked', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(<PlacesList items={items} showMeeting />);
      expect(await screen.findByRole('link', { name: '5.b Permite usar un terreno para tiendas.' })).toHaveAttribute('lang', 'es');
      expect(screen.getByText('Rezoning Application Z-7792 from OM to CH')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Reunión ordinaria del Concejo Municipal - 4 de diciembre de 2024')).toHaveAttribute('lang', 'es');
      expect(screen.getByRole('link', { name: '7.c Something the rules do not read' })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('(en inglés)')).toBeVisible();
      expect(screen.getByText('Work Session')).toHaveAttribute('lang', 'en');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps the clerk\'s titles on an English page', async () => {
    renderWithProviders(<PlacesList items={items} showMeeting />);
    expect(await screen.findByRole('link', { name: '5.b Rezoning Application Z-7792 from OM to CH' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/Permite usar/)).toBeNull();
  });
});
