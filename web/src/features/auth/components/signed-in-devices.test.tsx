import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '#contract/auth-sessions.ts';
import { getToasts, toast } from '#web/components/ui/toast-store.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) toast.dismiss(t.id);
});

const at = '2026-03-02T15:00:00.000Z';
const session = (n: number, fields: Partial<SignedInSession>): SignedInSession => ({
  id: `session${n}`.padEnd(22, '0'), created_at: at, last_used_at: at, browser: null, os: null, current: false, ...fields,
});

/** A fetch that answers the sessions API from a list the DELETEs shrink, and records what it was asked. */
function serveSessions(items: SignedInSession[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const one = /\/auth\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (method === 'DELETE' && one) {
      items = items.filter((s) => s.id !== one[1]);
      return Response.json({ ok: true });
    }
    if (method === 'DELETE') {
      const ended = items.filter((s) => !s.current).length;
      items = items.filter((s) => s.current);
      return Response.json({ ended });
    }
    return Response.json({ items });
  }));
  return calls;
}

function Section() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="h">
      <h2 id="h" ref={heading} tabIndex={-1}>Signed-in devices</h2>
      <SignedInDevices headingRef={heading} />
    </section>
  );
}

describe('SignedInDevices', () => {
  it('marks this device, names each other one on its End button, and ends it', async () => {
    const calls = serveSessions([
      session(3, { browser: 'Firefox', os: 'Windows', current: true }),
      session(7, { browser: 'Chrome', os: 'Android' }),
      session(9, {}),
    ]);
    renderWithProviders(<Section />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Firefox on WindowsThis device', 'Chrome on Android', 'Unknown device']);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    const end = within(items[1]!).getByRole('button', { name: 'End' });
    expect(end).toHaveAccessibleDescription('Chrome on Android');

    await userEvent.setup().click(end);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toContain(`DELETE /api/v1/auth/sessions/${'session7'.padEnd(22, '0')}`);
    expect(getToasts().map((t) => t.message)).toEqual(['Signed out Chrome on Android.']);
    expect(screen.getByRole('heading', { name: 'Signed-in devices' })).toHaveFocus();
  });

  it('signs out everywhere else, then says there is nowhere else', async () => {
    const calls = serveSessions([session(3, { browser: 'Safari', os: 'iPhone', current: true }), session(4, {}), session(5, {})]);
    renderWithProviders(<Section />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeVisible();
    expect(calls).toContain('DELETE /api/v1/auth/sessions');
    expect(getToasts().map((t) => t.message)).toEqual(['Signed out 2 other sessions.']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
