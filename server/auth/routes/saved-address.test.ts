/**
 * A resident's saved address (issue 32): saved on the profile and placed in its council district by the district
 * finder's geocoders (the test app is offline: the city's own address data), read back by its owner only, taken
 * from their alert subscription when none is saved, refused with a clear 400 when it cannot name a district, and
 * never in the public record's exports.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddressSchema } from '#contract/saved-address.ts';
import { buildExports } from '../../exports/build-exports.ts';
import { readDistrictFeatures } from '../../city-data/district-file.ts';
import { insertDistricts } from '../../seed/seed-civic.ts';
import { bearer, registerAndLogin } from '../../test/auth-helpers.ts';
import { createResident, type CreatedResident } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let rosa: CreatedResident;
const ADDRESS = '1300 S. Quaker Ave.';

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  await insertDistricts(ctx.db, readDistrictFeatures(ctx.app.city));
  rosa = await createResident(ctx.db, { label: 'rosa' });
});
afterAll(async () => {
  await ctx.close();
});

async function call(method: 'GET' | 'PUT' | 'DELETE', token: string | null, payload?: object) {
  const res = await ctx.app.inject({ method, url: '/api/v1/auth/me/address', ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** An alert subscription of the resident's, with what it knows of where they are. */
async function subscribe(resident: CreatedResident, where: { district?: number; nearby_address?: string; nearby_lat?: number; nearby_lng?: number; nearby_radius_m?: number }): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('subscriptions')
    .values({ user_id: resident.id, full_name: resident.full_name, email: resident.email, created_at: now, updated_at: now, advance_notice_hours: 24, confirmed_at: now, phone_number: null, zip_code: null, sms_notifications: 0, email_notifications: 1, unsubscribed_at: null, ...where })
    .execute();
}

async function finderDistrict(address: string): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/representatives/find?address=${encodeURIComponent(address)}` });
  return res.json().district_info.district as number;
}

describe('saved address', () => {
  it('saves the address in its district for its owner only, and forgets it', async () => {
    expect(savedAddressSchema.parse((await call('GET', rosa.token)).body)).toEqual({ address: null, district: null, source: null });
    const saved = await call('PUT', rosa.token, { address: `  ${ADDRESS} ` });
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const district = await finderDistrict(ADDRESS);
    expect(district).toBeGreaterThan(0);
    expect(saved.body).toEqual({ address: ADDRESS, district, source: 'profile' });
    expect((await call('GET', rosa.token)).body).toEqual({ address: ADDRESS, district, source: 'profile' });

    // Another resident sees only their own (nothing), and no one signed out sees anything.
    const other = await createResident(ctx.db, { label: 'other' });
    expect((await call('GET', other.token)).body).toEqual({ address: null, district: null, source: null });
    expect((await call('GET', null)).status).toBe(401);
    expect((await call('PUT', null, { address: ADDRESS })).status).toBe(401);
    // The account's own record does not carry it either (it is read only here).
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(rosa.token) });
    expect(me.body).not.toContain('Quaker');

    expect((await call('DELETE', rosa.token)).body).toEqual({ address: null, district: null, source: null });
  });

  it('takes the district of the resident\'s alert subscription when no address is saved', async () => {
    const lee = await createResident(ctx.db, { label: 'lee' });
    await subscribe(lee, { district: 7, nearby_address: '4100 S Yale Ave' });
    expect((await call('GET', lee.token)).body).toEqual({ address: '4100 S Yale Ave', district: 7, source: 'alerts' });
    // The profile's address wins over the subscription's.
    await call('PUT', lee.token, { address: ADDRESS });
    expect((await call('GET', lee.token)).body.source).toBe('profile');
  });

  it('joins an alert-only subscription to the account once the same address is verified, and takes its district', async () => {
    const account = await registerAndLogin(ctx.app, { email: `mara.alerts${Date.now()}@example.org` });
    const now = ctx.clock.now().toISOString();
    const { id } = await ctx.db
      .insertInto('subscriptions')
      .values({ user_id: null, full_name: 'Mara', email: account.email.replace('mara', 'Mara'), created_at: now, updated_at: now, advance_notice_hours: 24, confirmed_at: now, phone_number: null, zip_code: null, sms_notifications: 0, email_notifications: 1, unsubscribed_at: null, district: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Not proved yet: the subscription is not the account's.
    expect((await call('GET', account.token)).body).toEqual({ address: null, district: null, source: null });
    await ctx.app.jobs.runOnce();
    const mail = await ctx.db.selectFrom('outbox').select('text_body').where('recipient', '=', account.email).where('subject', '=', 'Confirm your email for Civic Commons').executeTakeFirstOrThrow();
    const token = decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(mail.text_body)![1]!);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const joined = await ctx.db.selectFrom('subscriptions').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(joined.user_id).toBe(account.id);
    expect((await call('GET', account.token)).body).toEqual({ address: null, district: 5, source: 'alerts' });
  });

  it('takes the district around a "my block" place saved without a district or its text', async () => {
    const kim = await createResident(ctx.db, { label: 'kim' });
    const found = await ctx.app.inject({ method: 'GET', url: `/api/v1/representatives/find?address=${encodeURIComponent(ADDRESS)}` });
    const { coordinates, district } = found.json().district_info;
    await subscribe(kim, { nearby_lat: coordinates.lat, nearby_lng: coordinates.lng, nearby_radius_m: 402 });
    expect((await call('GET', kim.token)).body).toEqual({ address: null, district, source: 'alerts' });
  });

  it.each([
    ['an empty address', { address: '   ' }, 'too_small', 'Please enter your address'],
    ['two lines', { address: '1300 S. Quaker Ave.\nBcc: someone@example.org' }, 'custom', 'Write the address on one line.'],
    ['400 characters', { address: 'x'.repeat(400) }, 'too_big', null],
    ['gibberish', { address: 'asdf qwer zxcv' }, 'saved_address_not_found', 'We could not place that address. Check the number and street, like 175 E. 2nd St.'],
    ['a ZIP code alone', { address: '74103' }, 'saved_address_zip_only', 'A ZIP code crosses district lines. Enter your street address, like 175 E. 2nd St.'],
    ['a place outside the city', { address: '36.0526, -95.7908' }, 'saved_address_outside_city', 'That address is outside the city, so it has no council district.'],
    ['a field not asked for', { address: ADDRESS, district: 3 }, 'unrecognized_keys', null],
  ])('refuses %s with a clear 400 and keeps what was saved', async (_what, payload, code, message) => {
    const sam = await createResident(ctx.db, { label: 'sam' });
    await call('PUT', sam.token, { address: ADDRESS });
    const { status, body } = await call('PUT', sam.token, payload);
    expect(status).toBe(400);
    expect(body.error.details[0]).toMatchObject({ code, ...(message ? { message } : {}) });
    expect((await call('GET', sam.token)).body).toMatchObject({ address: ADDRESS, source: 'profile' });
  });

  it('is in no file of the open-data export', async () => {
    const dir = path.join(ctx.dataDir, 'address-export');
    await buildExports(ctx.db, { city: ctx.app.city.config, dataDir: dir, publicUrl: 'https://civic.example' }, ctx.clock.now());
    const files = await readdir(dir, { recursive: true, withFileTypes: true });
    const texts = await Promise.all(files.filter((f) => f.isFile()).map((f) => readFile(path.join(f.parentPath, f.name), 'latin1')));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain('Quaker');
  });
});
