/**
 * Limits count networks, not addresses (an IPv6 /64 is one client), and no hour lets more than 100 wrong passwords
 * reach one account (ASVS L2 2.2.1), whatever addresses they come from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, registration } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', remoteAddress, payload: { email, password } });

describe('limits by network', () => {
  it('limits 80 failed sign-ins from 80 addresses of one IPv6 /64 as one client', async () => {
    const { limit } = AUTH_RATE_LIMITS.loginPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const from = `2001:db8:35:64:${(i + 1).toString(16)}:beef:${i.toString(16)}:1`;
      statuses.push((await signIn(`nobody-${i}@example.org`, 'wrong-guess', from)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    // Another /64 is another client.
    expect((await signIn('someone@example.org', 'wrong-guess', '2001:db8:35:65::1')).statusCode).toBe(401);
  });

  it('lets at most 100 wrong passwords an hour reach one account from ever-changing addresses', async () => {
    const account = await registerAndLogin(ctx.app);
    const start = ctx.clock.now().getTime();
    let failures = 0;
    for (let i = 0; ctx.clock.now().getTime() - start < 60 * 60 * 1000; i++) {
      const res = await signIn(account.email, 'wrong-guess', `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      if (res.statusCode === 401) failures++;
      else {
        expect(res.statusCode).toBe(429);
        ctx.clock.advance(Number(res.headers['retry-after']) * 1000);
      }
    }
    expect(failures).toBeLessThanOrEqual(100);
    // Slowed, never shut out: the owner gets in once the current wait is over.
    ctx.clock.advance(60 * 1000);
    expect((await signIn(account.email, account.password, '198.51.100.35')).statusCode).toBe(200);
  });

  it('accepts at most the /48 bound of sign-ups an hour from 80 /64s of one IPv6 /48, and another /48 still signs up', async () => {
    const { limit } = AUTH_RATE_LIMITS.registerPerNetwork48;
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const remoteAddress = `2001:db8:48:${(i + 1).toString(16)}::1`;
      statuses.push((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress, payload: registration() })).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const other = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: '2001:db8:49:1::1', payload: registration() });
    expect(other.statusCode).toBe(201);
  });

  it('refuses a full name that is an office, in English and Spanish', async () => {
    for (const full_name of ['Councilor Laura Bellis', 'Mayor Monroe Nichols', 'Concejal Laura Bellis', 'City of Tulsa']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress: '198.51.100.48', payload: registration({ full_name }) });
      expect(res.statusCode, full_name).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field: 'full_name', key: 'office_name' });
    }
    // Nor can a profile take one on later.
    const account = await registerAndLogin(ctx.app);
    const patch = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${account.token}` }, payload: { full_name: 'Mayor Monroe Nichols' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.details[0]).toMatchObject({ field: 'full_name', key: 'office_name' });
  });
});
