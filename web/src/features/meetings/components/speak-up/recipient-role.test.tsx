/** A speak-up recipient's role in the reader's language (issue 48); another title stays the city's English, marked. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { RecipientRole } from './recipient-role.tsx';

const roles = (
  <ul>
    <li><RecipientRole recipient={{ position: 'Councilor, District 4' }} /></li>
    <li><RecipientRole recipient={{ position: 'Mayor' }} /></li>
    <li><RecipientRole recipient={{ position: 'Council Secretary' }} /></li>
    <li><RecipientRole recipient={{ position: 'Former Councilor, District 7' }} /></li>
    <li><RecipientRole recipient={{ position: 'City Council Office' }} /></li>
  </ul>
);

describe('speak-up recipients\' roles', () => {
  it('says the roles in Spanish on a Spanish page, and marks another title as English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(roles);
      expect(await screen.findByText('Concejal del Distrito 4')).toBeVisible();
      expect(screen.getByText('Alcalde o alcaldesa')).toBeVisible();
      expect(screen.getByText('Exconcejal del Distrito 7')).toBeVisible();
      expect(screen.getByText('Oficina del Concejo Municipal')).toBeVisible();
      expect(screen.getByText('Council Secretary')).toHaveAttribute('lang', 'en');
      expect(screen.getByText(/\(en inglés\)/)).toBeVisible();
      expect(screen.queryByText(/Councilor, District/)).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps them in English on an English page, with no note', async () => {
    renderWithProviders(roles);
    expect(await screen.findByText('Councilor, District 4')).toBeVisible();
    expect(screen.getByText('Mayor')).toBeVisible();
    expect(screen.queryByText(/in English/)).toBeNull();
  });
});
