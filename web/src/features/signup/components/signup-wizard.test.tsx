import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
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

  it('offers "my block" at once when the subscription is live (a signed-in resident\'s verified address)', async () => {
    const topic = { id: 7, slug: 'city-budget', category: 'community', display_name: 'City Budget', description: 'Budget', icon: '$' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/subscriptions/topics')) return new Response(JSON.stringify([topic]));
        if (url.endsWith('/subscriptions/signup')) return new Response(JSON.stringify({ subscription: { id: 41 }, confirmation_required: false, message: 'ok' }), { status: 201 });
        return new Response('[]');
      }),
    );
    const user = (await import('@testing-library/user-event')).default.setup();
    renderWithProviders(<SignupWizard />);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Resident');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('checkbox', { name: /City Budget/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('link', { name: /^Add my block/ })).toHaveAttribute('href', '/subscriptions/manage?id=41#manage-nearby');
  });

  it('starts empty for a visitor', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
    renderWithProviders(<SignupWizard />);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });
});

describe('SignupWizard language', () => {
  afterEach(async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en');
  });

  it("signs up in the language the page is read in, so that alerts come in it", async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    const sent: unknown[] = [];
    const topic = { id: 7, slug: 'city-budget', category: 'community', display_name: 'City Budget', description: 'Budget', icon: '$' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/subscriptions/topics')) return new Response(JSON.stringify([topic]));
        if (url.endsWith('/subscriptions/signup')) {
          sent.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ confirmation_required: true, message: 'ok' }), { status: 202 });
        }
        return new Response('[]');
      }),
    );
    const user = (await import('@testing-library/user-event')).default.setup();
    renderWithProviders(<SignupWizard />);
    // The page reads in Spanish (web/src/locales/es), so its labels are the Spanish ones.
    await user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Lucía Hernández');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.org');
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    // The topic reads in Spanish too (issue 48), by its slug.
    await user.click(await screen.findByRole('checkbox', { name: /Presupuesto municipal/ }));
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await user.click(await screen.findByRole('button', { name: /Inscribirse/ }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'lucia@example.org', interested_topics: ['7'], language: 'es' });
    // "My block" is named on the way: the confirmation page offers it.
    expect(await screen.findByText(/la página de confirmación le permitirá agregar "mi cuadra"/)).toBeInTheDocument();
  });

  it('says what is wrong with a phone number or ZIP code in Spanish, as the server would', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
    const user = (await import('@testing-library/user-event')).default.setup();
    renderWithProviders(<SignupWizard />);
    await user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Lucía Hernández');
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.org');
    await user.type(screen.getByRole('textbox', { name: /Número de teléfono/ }), '555');
    await user.type(screen.getByRole('textbox', { name: /Código postal/ }), '741');
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByText('Escriba un número de teléfono de EE. UU. de 10 dígitos, como (918) 555-0123.')).toBeTruthy();
    expect(screen.getByText('El código postal debe tener 5 dígitos (o ZIP+4, como 74103-1234).')).toBeTruthy();
    expect(screen.queryByText(/Enter a 10-digit|ZIP code must be/)).toBeNull();
  });
});
