/**
 * The organizations and campaigns sections of /admin (one `RecordsAdmin`): each record with its state, "Edit" opening
 * its form filled in, "New" an empty one, and "Deactivate" only on an active record, which asks the API and says so.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '#contract/campaigns.ts';
import type { Organization } from '#contract/organizations.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { CampaignsAdmin } from './campaigns-admin.tsx';
import { OrganizationsAdmin } from './organizations-admin.tsx';

afterEach(() => vi.unstubAllGlobals());

const organization = (id: number, name: string, is_active: boolean): Organization => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  description: `${name} works for its neighbors.`,
  short_description: null,
  website_url: null,
  organization_type: 'nonprofit',
  focus_areas: [],
  service_areas: [],
  founded_year: null,
  is_verified: true,
  is_active,
  contact_email: null,
  phone: null,
  address: null,
  member_count: 0,
  is_connected: false,
  created_at: '2026-01-05T12:00:00.000Z',
});

const campaign = (id: number, title: string, status: Campaign['status']): Campaign => ({
  id,
  title,
  description: `${title}, for everyone.`,
  category: 'infrastructure',
  target_date: null,
  status,
  is_member: false,
  membership_role: null,
  member_count: 0,
  organization: null,
  created_at: '2026-01-05T12:00:00.000Z',
});

/** The API: the list at GET, the record deactivated at DELETE (as the server answers). */
function stubApi(list: () => unknown, deactivated: (id: number) => unknown) {
  const deletes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        deletes.push(String(url));
        return new Response(JSON.stringify(deactivated(Number(String(url).split('/').at(-1)))), { status: 200 });
      }
      return new Response(JSON.stringify(list()), { status: 200 });
    }),
  );
  return deletes;
}

describe('the organizations section', () => {
  it('lists each with its state, deactivates an active one, and opens its form to edit', async () => {
    let items = [organization(1, 'Kendall Neighbors', true), organization(2, 'Old Guild', false)];
    const deletes = stubApi(
      () => ({ items, total: items.length, skip: 0, limit: 100 }),
      (id) => {
        items = items.map((o) => (o.id === id ? { ...o, is_active: false } : o));
        return items.find((o) => o.id === id);
      },
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <OrganizationsAdmin />
        <Toaster />
      </>,
    );
    const section = screen.getByRole('region', { name: 'Organizations' });
    const kendall = (await within(section).findByText('Kendall Neighbors')).closest('li')!;
    expect(within(kendall).getByText('/kendall-neighbors')).toBeInTheDocument();
    expect(within(kendall).getByText('Active')).toBeInTheDocument();
    const guild = within(section).getByText('Old Guild').closest('li')!;
    expect(within(guild).getByText('Inactive')).toBeInTheDocument();
    // An inactive one has nothing to deactivate.
    expect(within(guild).queryByRole('button', { name: 'Deactivate Old Guild' })).toBeNull();

    await user.click(within(kendall).getByRole('button', { name: 'Deactivate Kendall Neighbors' }));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/\/admin\/organizations\/1$/);
    expect(await screen.findByText('Deactivated Kendall Neighbors.')).toBeInTheDocument();
    expect(await within(kendall).findByText('Inactive')).toBeInTheDocument();

    await user.click(within(guild).getByRole('button', { name: 'Edit Old Guild' }));
    expect(await within(section).findByDisplayValue('Old Guild')).toBeInTheDocument();
    // Another record's form starts afresh, and "New organization" is an empty one.
    await user.click(within(kendall).getByRole('button', { name: 'Edit Kendall Neighbors' }));
    expect(await within(section).findByDisplayValue('Kendall Neighbors')).toBeInTheDocument();
    expect(within(section).queryByDisplayValue('Old Guild')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'New organization' }));
    await within(section).findByRole('textbox', { name: /^Slug/ });
    expect(within(section).queryByDisplayValue('Kendall Neighbors')).toBeNull();
  });
});

describe('the campaigns section', () => {
  it('lists each with its status, and deactivates (closes) an active one', async () => {
    let items = [campaign(4, 'Fix Our Sidewalks', 'active'), campaign(5, 'Library Hours', 'completed')];
    const deletes = stubApi(
      () => items,
      (id) => {
        items = items.map((c) => (c.id === id ? { ...c, status: 'closed' as const } : c));
        return items.find((c) => c.id === id);
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<CampaignsAdmin />);
    const section = screen.getByRole('region', { name: 'Campaigns' });
    const sidewalks = (await within(section).findByText('Fix Our Sidewalks')).closest('li')!;
    expect(within(sidewalks).getByText('Active')).toBeInTheDocument();
    const library = within(section).getByText('Library Hours').closest('li')!;
    expect(within(library).getByText('Completed')).toBeInTheDocument();
    expect(within(library).queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    await user.click(within(sidewalks).getByRole('button', { name: 'Deactivate Fix Our Sidewalks' }));
    expect(deletes[0]).toMatch(/\/admin\/campaigns\/4$/);
    expect(await within(sidewalks).findByText('Closed')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'down' }), { status: 500 })));
    renderWithProviders(<CampaignsAdmin />);
    expect(await screen.findByText('Could not load this list. Please reload the page.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
