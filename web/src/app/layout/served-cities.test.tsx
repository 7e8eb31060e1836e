/**
 * A deployment serving several cities (issue 46): the header's city menu and the footer name each served city and
 * link to its address (`/` for the default city, `/<id>` for another); a single city's shell is as before.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCity } from '#contract/city.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { pageCityOf } from '../../test/test-city.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const SERVED = [
  { id: 'tulsa', name: 'Tulsa', state: 'Oklahoma', web_base: '/tulsa' },
  { id: 'fictionville', name: 'Fictionville', state: pageCityOf('fictionville').state, web_base: '/fictionville' },
];
const fictionvilleServedBesideTulsa: PublicCity = { ...pageCityOf('fictionville'), web_base: '/fictionville', api_base: '/api/v1/cities/fictionville', served_cities: SERVED };

function shell(city: PublicCity) {
  return renderWithProviders(
    <>
      <Header />
      <Footer />
    </>,
    { city },
  );
}

describe('the shell of a deployment serving several cities', () => {
  it('the footer and the city menu link each served city, the page’s own marked', () => {
    shell(fictionvilleServedBesideTulsa);
    const cities = screen.getByRole('navigation', { name: 'Cities' });
    expect(within(cities).getByRole('link', { name: 'Tulsa' })).toHaveAttribute('href', '/tulsa');
    expect(within(cities).getByRole('link', { name: 'Fictionville' })).toHaveAttribute('href', '/fictionville');
    expect(within(cities).getByRole('link', { name: 'Fictionville' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'City council websites' }));
    const menu = screen.getByRole('list', { name: 'Cities and city council websites' });
    expect(within(menu).getByRole('link', { name: 'Tulsa, Oklahoma' })).toHaveAttribute('href', '/tulsa');
    expect(within(menu).getByRole('link', { name: /^Fictionville, / })).toHaveAttribute('href', '/fictionville');
    expect(within(menu).getByRole('link', { name: /Fictionville Town Council/ })).toBeInTheDocument();
  });

  it('a single city’s shell names no city list', () => {
    shell(pageCityOf('tulsa'));
    expect(screen.queryByRole('navigation', { name: 'Cities' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'City council websites' }));
    expect(screen.getByRole('list', { name: 'City council websites' })).toBeInTheDocument();
  });
});
