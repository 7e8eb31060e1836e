import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../lib/i18n.ts';
import { applyPageLanguage } from '../../lib/page-language.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const account = { id: 1, email: 'ada@example.org', username: 'ada_r', full_name: 'Ada Resident', phone_number: null, zip_code: null, interests: [], role: 'resident', language: 'en', created_at: '2026-01-01T00:00:00.000Z' };

afterEach(async () => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem('token');
  await applyPageLanguage(i18next, 'en');
});

describe('LanguageSwitch', () => {
  it("changes the page and, signed in, saves the choice as the account's language", async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    const requests: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ method: init.method ?? 'GET', url, body });
        return new Response(JSON.stringify({ ...account, ...(body ?? {}) }), { status: 200 });
      }),
    );
    renderWithProviders(<LanguageSwitch />);
    await vi.waitFor(() => expect(requests.some((r) => r.url === '/api/v1/auth/me')).toBe(true));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Español' }));
    await vi.waitFor(() => expect(requests.at(-1)).toEqual({ method: 'PATCH', url: '/api/v1/auth/me', body: { language: 'es' } }));
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  });

  it('signed out, changes the page without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Español' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
