import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { FollowItemButton } from './follow-item-button.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers the follow call with `answer` and anything else (the session check) as signed out. */
function stubFetch(answer: { status: number; body: unknown }) {
  const follows: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/subscriptions/follows')) {
        follows.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 });
    }),
  );
  return follows;
}

describe('FollowItemButton', () => {
  it('signed out: asks for an email, sends it with the file number, and says to check the inbox', async () => {
    const follows = stubFetch({ status: 202, body: { confirmation_required: true, message: 'Check your email: open the link we sent to start following this item.' } });
    const user = userEvent.setup();
    renderWithProviders(<FollowItemButton fileNumber="25-592-1" itemNumber="3" />);
    await user.click(screen.getByRole('button', { name: 'Follow this item (3)' }));
    const email = screen.getByRole('textbox', { name: /Your email/ });
    expect(email).toHaveFocus();
    // Following without an email: the item's feed and calendar.
    expect(screen.getByRole('link', { name: 'RSS feed of item 3' })).toHaveAttribute('href', '/api/v1/feeds/items/25-592-1.rss');
    expect(screen.getByRole('link', { name: 'calendar of item 3' })).toHaveAttribute('href', '/api/v1/feeds/items/25-592-1.ics');
    await user.type(email, ' reader@example.org ');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email: open the link we sent to start following this item.');
    expect(follows).toEqual([{ file_number: '25-592-1', email: 'reader@example.org', language: 'en' }]);
  });

  it("shows the error next to the field, from its code (never the server's English message)", async () => {
    stubFetch({ status: 400, body: { error: { code: 'validation_failed', message: 'Please enter a valid email address.' } } });
    const user = userEvent.setup();
    renderWithProviders(<FollowItemButton fileNumber="25-592-1" itemNumber="3" />);
    await user.click(screen.getByRole('button', { name: 'Follow this item (3)' }));
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are missing or invalid.');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the reason the server gives for the email field beside it, in the page's language", async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const message = 'Enter your email address, or sign in, to follow this item.';
      stubFetch({ status: 400, body: { error: { code: 'validation_failed', message, details: [{ field: 'email', location: 'body', code: 'custom', message, key: 'follow_email_required' }] } } });
      const user = userEvent.setup();
      renderWithProviders(<FollowItemButton fileNumber="25-592-1" itemNumber="3" />);
      await user.click(screen.getByRole('button', { name: /\(3\)/ }));
      await user.click(screen.getByRole('button', { name: 'Seguir' }));
      expect(await screen.findByText('Escriba su correo electrónico, o inicie sesión, para seguir este punto.')).toBeTruthy();
      // The item's feed and calendar in the reader's language.
      expect(screen.getByRole('link', { name: 'Canal RSS del punto 3' })).toHaveAttribute('href', '/api/v1/feeds/items/25-592-1.rss?lang=es');
      expect(screen.getByRole('link', { name: 'calendario del punto 3' })).toHaveAttribute('href', '/api/v1/feeds/items/25-592-1.ics?lang=es');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
