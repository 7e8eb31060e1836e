/** The assistant's links to our pages open the page of the city asked, under its path (decision 145). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCityOf, TEST_CITY } from '#web/test/test-city.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BotMarkdown, pageHref } from './bot-markdown.tsx';

const REPLY = 'See [the meeting](/meetings/12), the [meetings page](/meetings), [its feed](/api/v1/feeds/meetings.rss) and [the council](https://example.org/council).';

describe('the links of an assistant reply', () => {
  it('carry the city’s path to its pages, and leave the API and other sites alone', () => {
    renderWithProviders(<BotMarkdown text={REPLY} />, { city: { ...pageCityOf('fictionville'), web_base: '/fictionville' } });
    expect(screen.getByRole('link', { name: 'the meeting' })).toHaveAttribute('href', '/fictionville/meetings/12');
    expect(screen.getByRole('link', { name: 'meetings page' })).toHaveAttribute('href', '/fictionville/meetings');
    expect(screen.getByRole('link', { name: 'its feed' })).toHaveAttribute('href', '/api/v1/feeds/meetings.rss');
    expect(screen.getByRole('link', { name: 'the council' })).toHaveAttribute('href', 'https://example.org/council');
  });

  it('are unchanged for a city served at the root', () => {
    renderWithProviders(<BotMarkdown text={REPLY} />, { city: { ...TEST_CITY, web_base: '/' } });
    expect(screen.getByRole('link', { name: 'the meeting' })).toHaveAttribute('href', '/meetings/12');
    expect(pageHref('//example.org/x', '/fictionville')).toBe('//example.org/x');
    expect(pageHref('/', '/fictionville')).toBe('/fictionville');
  });
});
