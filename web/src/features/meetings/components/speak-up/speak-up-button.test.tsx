import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '#web/lib/i18n.ts';
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
    await user.click(screen.getByRole('radio', { name: 'I support it' }));
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    await vi.waitFor(() => expect(drafts).toEqual([expect.objectContaining({ district: 4 })]));
    // The resident may still choose another district for this message.
    expect(screen.queryByRole('link', { name: 'Find your district' })).toBeNull();
  });

  it('chooses no stance for the resident: drafting without one says so by the choice, in English and Spanish', async () => {
    const drafts = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    for (const radio of radios) expect(radio).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /In your own words/ }), 'Me preocupa el tráfico.');
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose where you stand: I support it, I oppose it, or I have a question.');
    expect(screen.getByRole('group', { name: 'Where do you stand?' })).toHaveAccessibleDescription('Choose where you stand: I support it, I oppose it, or I have a question.');
    expect(radios[0]).toHaveFocus();
    expect(drafts).toEqual([]);
    try {
      await i18next.changeLanguage('es');
      expect(await screen.findByRole('alert')).toHaveTextContent('Elija su postura: lo apoyo, me opongo o tengo una pregunta.');
      await user.click(screen.getByRole('radio', { name: 'Me opongo' }));
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Redactar mi mensaje' }));
      await vi.waitFor(() => expect(drafts).toEqual([expect.objectContaining({ stance: 'oppose', language: 'es' })]));
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('signed in: signs with the account name, says an address is unverified, moves focus to the receipt after Send', async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    const sends: unknown[] = [];
    const unverified = { ...draft, recipients: [{ ...draft.recipients[0]!, contact_verified: false }, draft.recipients[1]!] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/auth/me/address')) return new Response(JSON.stringify({ address: null, district: null, source: null }), { status: 200 });
        if (String(url).endsWith('/auth/me')) return new Response(JSON.stringify(account), { status: 200 });
        if (String(url).endsWith('/speak-up/draft')) return new Response(JSON.stringify(unverified), { status: 200 });
        if (String(url).endsWith('/speak-up/send')) {
          sends.push(JSON.parse(String(init?.body)));
          const receipt = { id: 1, meeting_id: 3, agenda_item_id: 9, item_number: '7.a.', item_title: 'Street plan', stance: 'oppose', recipients: [], subject: 's', body: 'b', message_id: 'm', sent_at: '2026-11-18T20:00:00.000Z', counted: false, held: false, withheld: false };
          return new Response(JSON.stringify(receipt), { status: 201 });
        }
        return new Response('{}', { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    expect(await screen.findByText(/Your message is signed with the name on your account: Rosa Díaz\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'I support it' }));
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    expect(await screen.findByText('Laura Bellis, Councilor, District 4 (not yet verified with the city)')).toBeInTheDocument();
    expect(screen.getByText(/The city has not yet confirmed the address we have for Laura Bellis\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Count me/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send it for me' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sent. A copy is on its way to rosa@example.org.');
    expect(status).toHaveFocus();
    expect(sends).toEqual([{ stance: 'support', district: null, all_councilors: false, subject: 'Item 7.a.', body: 'I oppose item 7.a.', language: 'en', counted: false }]);
  });

  it('says plainly when the clerk has paused sending: kept, sent once on resume, a copy on its way', async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).endsWith('/auth/me/address')) return new Response(JSON.stringify({ address: null, district: null, source: null }), { status: 200 });
        if (String(url).endsWith('/auth/me')) return new Response(JSON.stringify(account), { status: 200 });
        if (String(url).endsWith('/speak-up/draft')) return new Response(JSON.stringify(draft), { status: 200 });
        const receipt = { id: 1, meeting_id: 3, agenda_item_id: 9, item_number: '7.a.', item_title: 'Street plan', stance: 'support', recipients: [], subject: 's', body: 'b', message_id: 'm', sent_at: '2026-11-18T20:00:00.000Z', counted: false, held: true };
        return new Response(JSON.stringify(receipt), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    await user.click(await screen.findByRole('radio', { name: 'I support it' }));
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    await user.click(await screen.findByRole('button', { name: 'Send it for me' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Kept, not sent yet: messages to the council are paused while the city deals with a wave of unwanted mail. Yours will be sent once, as soon as sending resumes. A copy is on its way to rosa@example.org.',
    );
    expect(status).toHaveFocus();
  });

  it('says a limit reached in words: why, and that the resident can write again tomorrow', async () => {
    window.localStorage.setItem('token', 'x'.repeat(43));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).endsWith('/auth/me/address')) return new Response(JSON.stringify({ address: null, district: null, source: null }), { status: 200 });
        if (String(url).endsWith('/auth/me')) return new Response(JSON.stringify(account), { status: 200 });
        if (String(url).endsWith('/speak-up/draft')) return new Response(JSON.stringify(draft), { status: 200 });
        const error = { error: { code: 'rate_limited', message: 'x', details: { reason: 'item' } } };
        return new Response(JSON.stringify(error), { status: 429, headers: { 'Retry-After': String(36 * 60 * 60) } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpButton item={{ meetingId: 3, itemId: 9, itemNumber: '7.a.', title: 'Street plan' }} />);
    await user.click(screen.getByRole('button', { name: 'Speak up on item 7.a.' }));
    await user.click(await screen.findByRole('radio', { name: 'I have a question' }));
    await user.click(screen.getByRole('button', { name: 'Draft my message' }));
    await user.click(await screen.findByRole('button', { name: 'Send it for me' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^You have written twice about this item in the last 24 hours\. You can write again (tomorrow|on .+)\.$/);
    expect(alert.textContent).not.toMatch(/seconds/);
  });
});
