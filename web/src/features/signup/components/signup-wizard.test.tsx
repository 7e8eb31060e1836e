import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignupWizard } from './signup-wizard.tsx';

afterEach(() => vi.unstubAllGlobals());

const resident = {
  id: 1,
  email: 'ada@example.org',
  username: 'ada_r',
  full_name: 'Ada Resident',
  phone_number: '9185550100',
  zip_code: '74103',
  interests: [],
  role: 'resident',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('SignupWizard', () => {
  it('prefills the name, email and ZIP of a signed-in resident, leaving the phone (and so SMS) to them', async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.endsWith('/auth/me') ? new Response(JSON.stringify(resident)) : new Response('[]'))));
    renderWithProviders(<SignupWizard />);
    expect(await screen.findByDisplayValue('Ada Resident')).toBe(screen.getByRole('textbox', { name: /Full name/ }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.org');
    expect(screen.getByRole('textbox', { name: /ZIP/ })).toHaveValue('74103');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('');
  });

  it('starts empty for a visitor', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
    renderWithProviders(<SignupWizard />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });
});
