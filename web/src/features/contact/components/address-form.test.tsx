import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { AddressForm } from './address-form.tsx';

describe('AddressForm', () => {
  it("says 'Please enter your address' by the field for a blank address, focuses it and sends nothing", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm submitLabel="Find" busy={false} onSubmit={onSubmit} />);
    const address = screen.getByRole('textbox', { name: 'Your address' });
    await user.type(address, '   ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('Please enter your address'));
    expect(address).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed address and clears the message', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm submitLabel="Find" busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'Your address' }), '  175 E 2nd St ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('175 E 2nd St'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
