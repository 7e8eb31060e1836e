import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ReportErrorButton } from './report-error-button.tsx';

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => vi.unstubAllGlobals());

const renderButton = () =>
  renderWithProviders(<ReportErrorButton meetingId={7} target="vote" itemNumber="4.b" votePosition={1} context="vote 2 (item 4.b)" />);

describe('ReportErrorButton', () => {
  it('checks the message before sending, then sends the report without a blank email and thanks the reader', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: 1, status: 'open' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report an error: vote 2 (item 4.b)' }));
    // The form loads when the dialog opens.
    expect(await screen.findByText('About: vote 2 (item 4.b)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'no');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe the error in 5 to 2000 characters.');
    expect(screen.getByRole('textbox', { name: 'What is wrong?' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 't a nay: Bellis voted aye.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your report was sent and an editor will review it.');
    expect(bodies).toEqual([{ meeting_id: 7, target: 'vote', message: 'not a nay: Bellis voted aye.', item_number: '4.b', vote_position: 1 }]);
  });

  it('shows the server\'s answer when the limit is reached', async () => {
    const body = { error: { code: 'rate_limited', message: 'Too many requests. Please wait 3600 seconds and try again.' } };
    // As the server answers a limit: with Retry-After, which the wait in the text comes from.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': '3600' } })));
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: /^Report an error/ }));
    await user.type(await screen.findByRole('textbox', { name: 'What is wrong?' }), 'The outcome is wrong.');
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 3600 seconds and try again.');
  });
});
