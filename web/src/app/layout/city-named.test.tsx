/**
 * The header and footer name the city the server says it serves (decision 020): here Fictionville, the made-up
 * second city, as the server would embed it in the page. Nothing of Tulsa is left in the shell.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { pageCityOf } from '../../test/test-city.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

describe('the shell names the served city', () => {
  it('the footer and the logo menu name Fictionville and its council, and nothing of Tulsa', () => {
    const { container } = renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { city: pageCityOf('fictionville') },
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Fictionville');
    expect(within(footer).getByRole('link', { name: /Fictionville Town Council/ })).toHaveAttribute('href', 'https://council.fictionville.example/');
    fireEvent.click(screen.getByRole('button', { name: 'City council websites' }));
    const menu = screen.getByRole('list', { name: 'City council websites' });
    expect(within(menu).getByRole('link', { name: /Fictionville Town Council/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Samplebury Borough Council/ })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/tulsa|oklahoma/i);
  });
});
