import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from '#web/components/ui/toast-store.ts';
import { i18next } from '#web/lib/i18n.ts';
import { applyPageLanguage } from '#web/lib/page-language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { SignInModal } from './sign-in-modal.tsx';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) toast.dismiss(t.id);
});

function answerLogin(status: number, headers: Record<string, string> = {}) {
  const body = status === 429
    ? { error: { code: 'rate_limited', message: 'Too many requests. Please wait 120 seconds and try again.' } }
    : { error: { code: 'invalid_credentials', message: 'Invalid email or password.' } };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers })));
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('says a 429 is too many attempts and when to retry (from Retry-After), not that the credentials are wrong', async () => {
    answerLogin(429, { 'Retry-After': '120' });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await signIn();
    const message = 'Too many sign-in attempts. For your security, please wait 2 minutes and try again.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(getToasts().map((t) => [t.type, t.message])).toEqual([['error', message]]);
  });

  it('counts a short wait in seconds', async () => {
    answerLogin(429, { 'Retry-After': '8' });
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await signIn();
    expect(await screen.findByText('Too many sign-in attempts. For your security, please wait 8 seconds and try again.')).toBeVisible();
  });

  it('keeps the spec\'s message for wrong credentials', async () => {
    answerLogin(401);
    renderWithProviders(<LoginForm onSuccess={() => {}} />);
    await signIn();
    await vi.waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Login failed. Please check your credentials.']));
    expect(screen.queryByText(/Too many sign-in attempts/)).toBeNull();
  });
});

describe('SignInModal', () => {
  it('links to a password reset and to a new account, closing itself on the way', async () => {
    const onClose = vi.fn();
    const { router } = renderWithProviders(<SignInModal open title="Sign In to Connect" onClose={onClose} />);
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    const register = screen.getByRole('link', { name: 'Create one' });
    expect(register).toHaveAttribute('href', '/register');
    await userEvent.setup().click(register);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/register');
  });

  it("opens the account's language on sign-in, as the profile chose it", async () => {
    const account = { id: 1, email: 'ada@example.org', username: 'ada_r', full_name: 'Ada Resident', phone_number: null, zip_code: null, interests: [], role: 'resident', language: 'es', created_at: '2026-01-01T00:00:00.000Z' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_token: 'x'.repeat(43), token_type: 'bearer', expires_at: '2026-01-02T00:00:00.000Z', user: account }), { status: 200 })),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    try {
      await signIn();
      await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
      expect(document.documentElement.lang).toBe('es');
      expect(i18next.resolvedLanguage).toBe('es');
      expect(document.cookie).toContain('lang=es');
    } finally {
      await applyPageLanguage(i18next, 'en');
      window.localStorage.removeItem('token');
    }
  });
});
