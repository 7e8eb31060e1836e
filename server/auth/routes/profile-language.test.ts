/** The profile's language (issue 20): English until the resident chooses, kept on the account, validated. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the language on the profile', () => {
  it('starts in English, changes to Spanish, and refuses a language we do not offer', async () => {
    const account = await registerAndLogin(ctx.app);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: bearer(account.token), payload });
    expect((await me()).json().language).toBe('en');

    const changed = await patch({ language: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('es');
    expect((await me()).json().language).toBe('es');

    const refused = await patch({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
    expect((await me()).json().language).toBe('es');
  });

  it('takes the language of the page the account was made on', async () => {
    const account = await registerAndLogin(ctx.app, { language: 'es' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(account.token) });
    expect(me.json().language).toBe('es');
  });
});
