import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, OrganizationFilters, type OrganizationFilterValues } from './organization-filters.tsx';

function Page({ seen }: { seen: OrganizationFilterValues[] }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  seen.push(filters);
  return <OrganizationFilters value={filters} onChange={setFilters} />;
}

describe('OrganizationFilters on a page the server drew', () => {
  it('filters by the words typed in the box before the app took the page over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page seen={[]} />);
    document.body.append(container);
    // As the browser does before hydration: the box holds the words, and no handler heard them.
    const box = screen.getByRole('searchbox');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'food bank');

    const seen: OrganizationFilterValues[] = [];
    const root = await act(async () => hydrateRoot(container, <Page seen={seen} />));
    expect(seen.at(-1)).toEqual({ ...EMPTY_FILTERS, search: 'food bank' });
    expect(screen.getByRole('searchbox')).toHaveValue('food bank');
    act(() => root.unmount());
    container.remove();
  });
});
