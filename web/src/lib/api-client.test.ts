/** An API error reads from its code through the catalogue, in the page's language, never the server's English. */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, getStoredToken, setApiBase, setStoredToken } from './api-client.ts';
import { i18next, loadNamespaces } from './i18n.ts';

afterEach(() => i18next.changeLanguage('en'));

describe("an API error's text", () => {
  it('comes from its code, in Spanish on a Spanish page', async () => {
    await loadNamespaces(['errors']);
    await i18next.changeLanguage('es');
    const error = new ApiError(409, 'email_taken', 'Some English the server wrote.', '');
    expect(error.userMessage).toBe('Ya existe una cuenta con este correo electrónico.');
    expect(new ApiError(429, 'rate_limited', 'x', '', undefined, 30).userMessage).toBe(
      'Demasiadas solicitudes. Por favor, espere 30 segundos e inténtelo de nuevo.',
    );
    expect(new ApiError(404, 'not_found', 'Meeting not found.', '').userMessage).toBe('No se encontró.');
    expect(new ApiError(0, 'network_error', 'Could not reach the server.', '').userMessage).toMatch(/^No se pudo conectar/);
  });

  it('comes from its code in English too, with a wording for a wait the server did not give', async () => {
    await i18next.changeLanguage('en');
    expect(new ApiError(401, 'unauthorized', 'Anything.', '').userMessage).toBe('Please sign in to continue.');
    expect(new ApiError(429, 'rate_limited', 'x', '').userMessage).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('the sign-in token of each city served from one origin', () => {
  afterEach(() => setApiBase('/api/v1'));

  it('is `token` for the default city and a key of its own for another, so one city’s 401 never signs out of the other', () => {
    setStoredToken('tulsa-session');
    expect(window.localStorage.getItem('token')).toBe('tulsa-session');
    setApiBase('/api/v1/cities/fictionville');
    expect(getStoredToken()).toBeNull();
    setStoredToken('fictionville-session');
    setStoredToken(null);
    expect(window.localStorage.getItem('token')).toBe('tulsa-session');
    setApiBase('/api/v1');
    expect(getStoredToken()).toBe('tulsa-session');
  });
});
