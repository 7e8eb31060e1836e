import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });

describe('POST /api/v1/auth/register', () => {
  it('creates a resident, normalising email, phone and keeping the ZIP', async () => {
    const body = registration({ email: '  Ada.Lovelace@Example.ORG ', phone_number: '(918) 555-0123', zip_code: '74103-1234' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'ada.lovelace@example.org',
      phone_number: '+19185550123',
      zip_code: '74103-1234',
      role: 'resident',
      interests: [],
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('password');
  });

  it('names each missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['email', 'full_name', 'password', 'username']);
  });

  it.each([
    ['email', 'not-an-email'],
    ['email', 42],
    ['username', 'ab'],
    ['username', 'robert"); DROP TABLE users;--'],
    ['full_name', ''],
    ['full_name', 'x'.repeat(101)],
    ['zip_code', '7410'],
    ['phone_number', '555-0123'],
    ['password', 'short'],
    ['password', 'p'.repeat(129)],
    ['interests', 'housing'],
  ])('rejects a bad %s (%j) with 400 naming it', async (field, value) => {
    const res = await register(registration({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await register(registration({ password: 'password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'password', code: 'common_password' });
  });

  it('stores script and SQL fragments and unicode as plain text', async () => {
    const name = `<script>alert(1)</script>' OR 1=1; -- Zoë Ñandú 東京 🏛️`;
    const res = await register(registration({ full_name: name }));
    expect(res.statusCode).toBe(201);
    expect(res.json().full_name).toBe(name);
  });

  it('answers a duplicate email or username with 409 naming the field', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const sameEmail = await register(registration({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({ code: 'email_taken', details: [{ field: 'email' }] });
    const sameName = await register(registration({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({ code: 'username_taken', details: [{ field: 'username' }] });
  });

  it('refuses a 10 MB body with 413 and a 500 KB field with 400', async () => {
    const huge = await register(registration({ full_name: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const large = await register(registration({ full_name: 'x'.repeat(500 * 1024) }));
    expect(large.statusCode).toBe(400);
  });

  it('answers a JSON array or null body with 400', async () => {
    expect((await register([])).statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
  });
});
