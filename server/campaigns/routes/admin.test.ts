/** Admin management of organizations and campaigns: role checks, create, edit, deactivate, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let admin: TestAccount;
let resident: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerAndLogin(ctx.app);
  resident = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

const newOrg = { name: 'Tulsa Hub', slug: 'tulsa-hub', description: 'Bikes.', organization_type: 'nonprofit', focus_areas: ['transportation'] };

describe('admin organizations', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/organizations')).statusCode).toBe(401);
    const forbidden = await call('POST', '/organizations', resident.token, newOrg);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('forbidden');
    expect((await ctx.app.inject('/api/v1/organizations/')).json().total).toBe(0);
  });

  it('creates, edits and deactivates, and the public list follows', async () => {
    const created = await call('POST', '/organizations', admin.token, { ...newOrg, service_areas: ['Downtown'], website_url: 'https://tulsahub.org' });
    expect(created.statusCode).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({ ...newOrg, service_areas: ['Downtown'], is_active: true, is_verified: false, member_count: 0, founded_year: null });

    const edited = await call('PATCH', `/organizations/${org.id}`, admin.token, { is_verified: true, founded_year: 2004 });
    expect(edited.statusCode).toBe(200);
    // Fields left out of a PATCH keep their values.
    expect(edited.json()).toMatchObject({ name: 'Tulsa Hub', service_areas: ['Downtown'], website_url: 'https://tulsahub.org', is_verified: true, founded_year: 2004 });
    expect((await ctx.app.inject('/api/v1/organizations/')).json().total).toBe(1);

    const deactivated = await call('DELETE', `/organizations/${org.id}`, admin.token);
    expect(deactivated.json().is_active).toBe(false);
    expect((await ctx.app.inject('/api/v1/organizations/')).json().total).toBe(0);
    const all = (await call('GET', '/organizations', admin.token)).json();
    expect(all.items.map((o: { slug: string }) => o.slug)).toEqual(['tulsa-hub']);
  });

  it('refuses a taken slug with 409 on the field, and bad payloads with 400', async () => {
    const clash = await call('POST', '/organizations', admin.token, newOrg);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details[0].field).toBe('slug');
    const other = (await call('POST', '/organizations', admin.token, { ...newOrg, slug: 'other-org' })).json();
    expect((await call('PATCH', `/organizations/${other.id}`, admin.token, { slug: 'tulsa-hub' })).statusCode).toBe(409);

    const bad = [
      {},
      { ...newOrg, slug: 'Has Spaces' },
      { ...newOrg, slug: 'x-1', organization_type: 'club' },
      { ...newOrg, slug: 'x-2', focus_areas: [] },
      { ...newOrg, slug: 'x-3', website_url: 'javascript:alert(1)' },
      { ...newOrg, slug: 'x-4', contact_email: 'nope' },
      { ...newOrg, slug: 'x-5', founded_year: 3000 },
      { ...newOrg, slug: 'x-6', name: '   ' },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/organizations', admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await call('PATCH', `/organizations/${other.id}`, admin.token, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/organizations/999999', admin.token, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/organizations/abc', admin.token)).statusCode).toBe(400);
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/organizations', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('admin campaigns', () => {
  const newCampaign = { title: 'Bike Lanes', description: 'Protected lanes.', category: 'transportation', target_date: '2027-05-01' };

  it('is for admins only', async () => {
    expect((await call('POST', '/campaigns', undefined, newCampaign)).statusCode).toBe(401);
    expect((await call('POST', '/campaigns', resident.token, newCampaign)).statusCode).toBe(403);
  });

  it('creates, edits and deactivates; a deactivated campaign takes no new members', async () => {
    const created = await call('POST', '/campaigns', admin.token, newCampaign);
    expect(created.statusCode).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({ ...newCampaign, status: 'active', organization: null, member_count: 0 });

    const edited = await call('PATCH', `/campaigns/${campaign.id}`, admin.token, { title: 'Protected Bike Lanes' });
    expect(edited.json()).toMatchObject({ title: 'Protected Bike Lanes', target_date: '2027-05-01', status: 'active' });

    const closed = await call('DELETE', `/campaigns/${campaign.id}`, admin.token);
    expect(closed.json().status).toBe('closed');
    const join = await ctx.app.inject({ method: 'POST', url: `/api/v1/campaigns/${campaign.id}/join`, headers: bearer(resident.token) });
    expect(join.statusCode).toBe(409);
    expect((await call('GET', '/campaigns', admin.token)).json()).toHaveLength(1);
  });

  it('rejects bad payloads and unknown organizations', async () => {
    for (const payload of [
      {},
      { ...newCampaign, category: 'Has Spaces' },
      { ...newCampaign, target_date: '2027-13-01' },
      { ...newCampaign, status: 'paused' },
      { ...newCampaign, organization_id: 'one' },
    ]) {
      expect((await call('POST', '/campaigns', admin.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownOrg = await call('POST', '/campaigns', admin.token, { ...newCampaign, organization_id: 999999 });
    expect(unknownOrg.statusCode).toBe(400);
    expect(unknownOrg.json().error.details[0].field).toBe('organization_id');
    expect((await call('PATCH', '/campaigns/999999', admin.token, { title: 'X' })).statusCode).toBe(404);
  });
});
