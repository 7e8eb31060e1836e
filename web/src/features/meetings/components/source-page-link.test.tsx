/**
 * WCAG 2.5.3 (label in name): a voice-control user says what they see, "Minutes, page 4", so the link's accessible
 * name must start with its visible text, in English and Spanish; it may add that it opens the PDF in a new tab.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderWithProviders } from '#web/test/render.tsx';
import { SourcePageLink } from './source-page-link.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Minutes page link', () => {
  it.each(['en', 'es'])('names the link starting with its visible text (%s)', async (language) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<SourcePageLink minutesUrl="https://example.test/minutes.pdf" page={4} />);
    const link = screen.getByRole('link');
    const visible = link.textContent ?? '';
    expect(visible).toMatch(/4/);
    expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
    expect(link).toHaveAttribute('href', 'https://example.test/minutes.pdf#page=4');
  });
});
