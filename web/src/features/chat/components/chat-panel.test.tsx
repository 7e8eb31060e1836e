/** Issue 35: a chat past its limit reads as a limit with its wait, not as "I can't reach the assistant". */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const rateLimited = (retryAfter: string | null) =>
  new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }), {
    status: 429,
    headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
  });

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Your question' }), question);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('ChatPanel', () => {
  it('answers a 429 with the wait it asks for', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => rateLimited('120')));
    renderWithProviders(<ChatPanel id="chat" open onClose={() => undefined} />);
    await ask('When does the council meet?');
    expect(await screen.findByText('Too many requests. Please wait 120 seconds and try again.')).toBeTruthy();
    expect(screen.queryByText(/can't reach the assistant/)).toBeNull();
  });

  it('answers a 429 without Retry-After with a general wait, and an outage still with the local reply', async () => {
    const replies = [rateLimited(null), new Response('down', { status: 502 })];
    vi.stubGlobal('fetch', vi.fn(async () => replies.shift()!));
    renderWithProviders(<ChatPanel id="chat" open onClose={() => undefined} />);
    await ask('When does the council meet?');
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    await ask('When does the council meet?');
    expect(await screen.findByText(/I can't reach the assistant right now/)).toBeTruthy();
  });

  it('says so under an answer written from the records alone because the AI budget is spent, and only then', async () => {
    const answer = (budgetSpent: boolean) =>
      new Response(
        JSON.stringify({ response: 'The council meets on Wednesdays.', sources: [], success: true, kind: 'answer', engine: 'offline', ...(budgetSpent ? { budget_spent: true } : {}) }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const replies = [answer(false), answer(true)];
    vi.stubGlobal('fetch', vi.fn(async () => replies.shift()!));
    renderWithProviders(<ChatPanel id="chat" open onClose={() => undefined} />);
    const note = /The AI writing help is used up for this hour/;
    await ask('When does the council meet?');
    await screen.findByText('The council meets on Wednesdays.');
    expect(screen.queryByText(note)).toBeNull();
    await ask('When does the council meet?');
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getAllByText(note)).toHaveLength(1);
  });
});
