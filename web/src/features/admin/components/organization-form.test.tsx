import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { OrganizationForm } from './organization-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved = (body: Record<string, unknown>) => ({ id: 9, is_connected: false, created_at: '2026-01-01T00:00:00.000Z', ...body });

describe('OrganizationForm', () => {
  it('sends what was typed as the contract input: trimmed, blanks as null, areas split, numbers read', async () => {
    const sent: { url: string; method?: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ url, method: init.method, body });
        return new Response(JSON.stringify(saved(body)), { status: 201 });
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<OrganizationForm organization={null} onDone={onDone} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '  Tulsa Hub ');
    await user.type(screen.getByRole('textbox', { name: /^Slug/ }), 'tulsa-hub');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'community_group');
    await user.type(screen.getByRole('textbox', { name: /Service areas/ }), 'Kendall-Whittier, , Downtown');
    await user.type(screen.getByRole('spinbutton', { name: /Founded/ }), '1998');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Neighbors helping neighbors.');
    await user.click(screen.getByRole('checkbox', { name: 'Housing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verified' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/v1/admin/organizations');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({
      name: 'Tulsa Hub',
      slug: 'tulsa-hub',
      organization_type: 'community_group',
      website_url: null,
      contact_email: null,
      phone: null,
      address: null,
      service_areas: ['Kendall-Whittier', 'Downtown'],
      founded_year: 1998,
      member_count: 0,
      short_description: null,
      description: 'Neighbors helping neighbors.',
      focus_areas: ['housing'],
      is_verified: true,
      is_active: true,
    });
  });

  it("shows the server's field problems by their fields and focuses the first of them", async () => {
    const issues = [
      { field: 'description', message: 'Description is required.' },
      { field: 'slug', message: 'Use lower-case letters, digits and single hyphens.' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'Invalid', details: issues } }), { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<OrganizationForm organization={null} onDone={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Tulsa Hub');
    await user.type(screen.getByRole('textbox', { name: /^Slug/ }), 'Tulsa Hub');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    await vi.waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Use lower-case letters, digits and single hyphens.'));
    const description = screen.getByRole('textbox', { name: /^Description/ });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription('Description is required.');
  });
});
