import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { SpeakUpButton } from './speak-up-button.tsx';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem('token');
});

const account = { id: 1, email: 'rosa@example.org', username: 'rosa', full_name: 'Rosa Díaz', phone_number: null, zip_code: null, interests: [], role: 'resident', language: 'en', created_at: '2026-01-01T00:00:00.000Z', email_verified: true, pending_email: null };

const draft = {
  recipients: [
    { name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: 'dist4@council.example', phone: null, contact_verified: true },
    { name: 'Lori Doring', position: 'Council Secretary', district: null, email: 'secretary@council.example', phone: null, contact_verified: true },
  ],
  subject: 'Item 7.a.',
  body: 'I oppose item 7.a.',
  mailto: 'mailto:x',
};

/** Answers the draft call and, for anything else (the session check), signed out. */
function stubFetch() {
  const drafts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/speak-up/draft')) {
        drafts.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(draft), { status: 200 });
      }
      return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in.' } }), { status: 401 });
    }),
  );
  return drafts;
}

describe('SpeakUpButton', () => {
  it('drafts from the stance and district, shows who it goes to and a mailto link; signed out, no send', async () => {
    const drafts = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    // The form loads when the dialog opens.
    await user.click(await screen.findByRole('radio', { name: 'I oppose it' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your council district' }), '4');
    await user.type(screen.getByRole('textbox', { name: /In your own words/ }), 'Not on our street.');
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    expect(await screen.findByText('Laura Bellis, Councilor, District 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'It goes to' })).toHaveFocus();
    expect(drafts).toEqual([{ stance: 'oppose', district: 4, all_councilors: false, text: 'Not on our street.', language: 'en' }]);
    const mailto = screen.getByRole('link', { name: 'Open in my mail app' }).getAttribute('href')!;
    expect(mailto.startsWith('mailto:dist4%40council.example,secretary%40council.example?subject=Item%207.a.')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send it for me' })).toBeNull();
    expect(screen.getByText(/verify your email first/)).toBeInTheDocument();
  });

  it("signed in, picks the district of the resident's saved address and says where it comes from", async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    const drafts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/auth/me/address')) return new Response(JSON.stringify({ address: '1300 S. Quaker Ave.', district: 4, source: 'profile' }), { status: 200 });
        if (String(url).endsWith('/auth/me')) return new Response(JSON.stringify(account), { status: 200 });
        drafts.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(draft), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    const select = await screen.findByRole('combobox', { name: 'Your council district' });
    await vi.waitFor(() => expect(select).toHaveValue('4'));
    expect(screen.getByText(/From your saved address: District 4\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your address in your profile' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    await vi.waitFor(() => expect(drafts).toEqual([expect.objectContaining({ district: 4 })]));
    // The resident may still choose another district for this message.
    expect(screen.queryByRole('link', { name: 'Find your district' })).toBeNull();
  });
});
