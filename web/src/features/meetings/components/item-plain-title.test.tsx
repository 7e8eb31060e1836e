/** An item's plain line sits above the clerk's title in the page's language; an unknown item shows its title alone. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Glossary } from '#contract/plain.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ItemPlainTitle } from './item-plain-title.tsx';

const title = 'Rezoning Ordinance Z-7793 from RS-3 to OL (CD-6)';
const plain = {
  kind: 'rezoning',
  en: 'Lets land be used for small offices. Today it is for single-family homes. It is in District 6.',
  es: 'Permite usar un terreno para oficinas pequeñas. Hoy es para casas unifamiliares. Está en el Distrito 6.',
};

afterEach(() => vi.unstubAllGlobals());

describe('plain line of an item', () => {
  it('shows the plain line above the official title', async () => {
    renderWithProviders(<ItemPlainTitle item={{ item_number: '7.a', title, plain }} />);
    const line = await screen.findByText(plain.en);
    const official = screen.getByText(title);
    expect(line.compareDocumentPosition(official) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/^Official title/)).toBeInTheDocument();
  });

  it('gives Spanish readers the Spanish line and marks the title as English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      renderWithProviders(<ItemPlainTitle item={{ item_number: '7.a', title, plain }} />);
      expect(await screen.findByText(plain.es)).toHaveAttribute('lang', 'es');
      expect(screen.getByText(/Título oficial, en inglés/)).toBeInTheDocument();
      expect(screen.getByText(title)).toHaveAttribute('lang', 'en');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('invents no line for an item the rules do not recognise', async () => {
    renderWithProviders(<ItemPlainTitle item={{ item_number: '9', title: '[CC 12/18/24] 24-1157-1', plain: null }} />);
    expect(await screen.findByText(/we do not recognise this kind of item/)).toBeInTheDocument();
    expect(screen.queryByText(plain.en)).toBeNull();
  });

  it('explains a council word of the title in a disclosure, with a link to the glossary', async () => {
    const glossary: Glossary = {
      terms: [
        {
          id: 'rezoning',
          aliases: ['rezoning'],
          en: { term: 'Rezoning', definition: 'Changing the zoning of a piece of land.' },
          es: { term: 'Rezonificación', definition: 'Cambiar la zona de un terreno.' },
          source: 'Zoning code',
        },
      ],
    };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(glossary), { status: 200 })));
    renderWithProviders(<ItemPlainTitle item={{ item_number: '7.a', title, plain }} />);
    const summary = await screen.findByText('What is “Rezoning”?');
    expect(summary.tagName).toBe('SUMMARY');
    // The definition joins the page when the disclosure opens (issue 52: a long agenda repeated them all).
    expect(screen.queryByText(/Changing the zoning of a piece of land\./)).toBeNull();
    await userEvent.click(summary);
    const definition = await screen.findByText(/Changing the zoning of a piece of land\./);
    expect(definition.closest('details')).toBe(summary.closest('details'));
    expect(screen.getByRole('link', { name: 'All council words', hidden: true })).toHaveAttribute('href', '/glossary#term-rezoning');
  });
});
