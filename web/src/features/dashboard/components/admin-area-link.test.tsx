import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { AdminAreaLink } from './admin-area-link.tsx';

describe('AdminAreaLink', () => {
  it('links an admin to the admin area', () => {
    renderWithProviders(<AdminAreaLink role="admin" />);
    expect(screen.getByRole('link', { name: 'Go to the admin area' })).toHaveAttribute('href', '/admin');
  });

  it('shows a resident nothing', () => {
    renderWithProviders(<AdminAreaLink role="resident" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
