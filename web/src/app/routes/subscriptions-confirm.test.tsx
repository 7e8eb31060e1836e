import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as ConfirmPage } from './subscriptions-confirm.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = '12.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('/subscriptions/confirm', () => {
  it('confirms only on a click (a mail scanner opening the link starts nothing), then says so', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'ok', manage_token: '12.1900000000.manage' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderWithProviders(<ConfirmPage />, { path: `/subscriptions/confirm?token=${encodeURIComponent(token)}` });
    expect(await screen.findByRole('button', { name: 'Confirm my alerts' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm my alerts' }));
    expect(await screen.findByText(/Your alerts are confirmed/)).toBeInTheDocument();
    // "My block" within reach: the manage page's section, opened with the manage token the answer carries.
    expect(screen.getByRole('link', { name: /^Add my block/ })).toHaveAttribute('href', '/subscriptions/manage?token=12.1900000000.manage#manage-nearby');
    expect(JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ token });
  });

  it('explains an expired link and offers to sign up again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'invalid_token', message: 'x' } }), { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConfirmPage />, { path: `/subscriptions/confirm?token=${encodeURIComponent(token)}` });
    await user.click(await screen.findByRole('button', { name: 'Confirm my alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Sign up for alerts' })).toBeInTheDocument();
  });
});
