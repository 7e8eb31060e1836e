import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '#contract/subscriptions.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ManageSubscription } from './manage-subscription.tsx';

afterEach(() => vi.unstubAllGlobals());

const subscription: Subscription = {
  id: 5,
  full_name: 'Ada Resident',
  email: 'ada@example.org',
  phone_number: null,
  zip_code: null,
  interested_topics: ['1'],
  meeting_types: ['regular_council'],
  sms_notifications: false,
  email_notifications: true,
  advance_notice_hours: 24,
  agenda_alerts: 'immediate',
  alert_keywords: [],
  district: null,
  followed_items: [{ file_number: '25-592-1', title: 'Rezoning Application Z-7820', confirmed_at: '2025-08-01T22:00:00.000Z' }],
  nearby: null,
  language: 'en',
  created_at: '2025-08-01T22:00:00.000Z',
  updated_at: '2025-08-01T22:00:00.000Z',
  unsubscribed_at: null,
  confirmed_at: '2025-08-01T22:00:00.000Z',
};

function stubApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      if (String(url).includes('/subscriptions/topics')) {
        return new Response(JSON.stringify([{ id: 1, slug: 'libraries', category: 'community', display_name: 'Libraries', description: 'Library branches.', icon: '📚' }]), { status: 200 });
      }
      if (method === 'PUT') return new Response(JSON.stringify({ ...subscription, ...(calls.at(-1)!.body as object) }), { status: 200 });
      if (method === 'DELETE') return new Response(JSON.stringify({ ok: true }), { status: 200 });
      return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 });
    }),
  );
  return calls;
}

describe('ManageSubscription: alerts before the vote', () => {
  it('saves when agenda alerts come, the keywords and the district with the other preferences', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ManageSubscription subscription={subscription} token="5.1900000000.token-token-token-token-token-token-tok" />);
    const section = screen.getByRole('region', { name: 'Alerts before the vote' });
    await user.click(within(section).getByRole('radio', { name: 'A daily digest at 7 AM' }));
    await user.type(within(section).getByRole('textbox', { name: /Keywords to look for/ }), 'curfew, Route 66, ');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Your council district' }), 'District 4');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const put = await vi.waitFor(() => {
      const found = calls.find((c) => c.method === 'PUT');
      if (!found) throw new Error('no PUT yet');
      return found;
    });
    expect(put.body).toMatchObject({ agenda_alerts: 'daily', alert_keywords: ['curfew', 'Route 66'], district: 4 });
  });

  it('refuses a keyword too short to mean anything, by the field', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ManageSubscription subscription={subscription} token="5.1900000000.token-token-token-token-token-token-tok" />);
    await user.type(screen.getByRole('textbox', { name: /Keywords to look for/ }), 'ok');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('A keyword is at least 3 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('lists followed items and stops following one', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ManageSubscription subscription={subscription} token="5.1900000000.token-token-token-token-token-token-tok" />);
    const section = screen.getByRole('region', { name: 'Items you follow' });
    expect(within(section).getByText('Rezoning Application Z-7820')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Stop following file 25-592-1' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.includes('/subscriptions/5/follows/25-592-1?token='))).toBe(true));
  });
});

describe('ManageSubscription: the wizard rules on one page', () => {
  const token = '5.1900000000.token-token-token-token-token-token-tok';

  it('shows the first problem in the wizard order at the top, keeps it until the next save, and sends nothing', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ManageSubscription subscription={subscription} token={token} />);
    await user.click(await screen.findByRole('checkbox', { name: /Libraries/ }));
    await user.clear(screen.getByRole('textbox', { name: /Full name/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in your name and email address.');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Resident');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in your name and email address.');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please select at least one topic of interest.'));
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows the server's keyword problem by the keywords field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).includes('/subscriptions/topics')) return new Response('[]');
        if (init?.method === 'PUT') {
          const details = [{ field: 'alert_keywords', location: 'body', code: 'too_big', message: 'At most 10 keywords.', key: 'keywords_too_many' }];
          return new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid request.', details } }), { status: 422 });
        }
        return new Response('{}');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ManageSubscription subscription={subscription} token={token} />);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('At most 10 keywords.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Keywords to look for/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
