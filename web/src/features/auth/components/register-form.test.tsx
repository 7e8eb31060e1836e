import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillRequired(user: ReturnType<typeof userEvent.setup>, confirm = 'Long-Enough-Pass') {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Resident');
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada_r');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'Long-Enough-Pass');
  await user.type(screen.getByLabelText(/Confirm password/), confirm);
}

describe('RegisterForm', () => {
  it("shows 'Passwords do not match' next to the field and sends nothing", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSuccess={() => {}} />);
    await fillRequired(user, 'Something-Else-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Confirm password/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('after an empty submit, moves focus to the first invalid field', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSuccess={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    // With the name given, the next field with a problem gets focus.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Resident');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('omits a blank phone and ZIP from the payload, then signs in with the same credentials', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        bodies.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const user = { id: 1, email: 'ada@example.org', username: 'ada_r', full_name: 'Ada Resident', phone_number: null, zip_code: null, interests: [], role: 'resident', created_at: '2026-01-01T00:00:00.000Z' };
        const payload = url.endsWith('/register') ? user : { access_token: 'x'.repeat(43), token_type: 'bearer', expires_at: '2026-01-02T00:00:00.000Z', user };
        return new Response(JSON.stringify(payload), { status: url.endsWith('/register') ? 201 : 200 });
      }),
    );
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSuccess={onSuccess} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies[0]).toEqual({
      url: '/api/v1/auth/register',
      body: { full_name: 'Ada Resident', username: 'ada_r', email: 'ada@example.org', password: 'Long-Enough-Pass', interests: [], language: 'en' },
    });
    expect(bodies[1]).toEqual({
      url: '/api/v1/auth/login/email',
      body: { email: 'ada@example.org', password: 'Long-Enough-Pass', remember_me: false },
    });
    expect(window.localStorage.getItem('token')).toBe('x'.repeat(43));
  });
});
