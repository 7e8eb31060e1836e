import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakUpAdmin } from '#contract/speak-up-admin.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SpeakUpAdminSection } from './speak-up-admin.tsx';

afterEach(() => vi.unstubAllGlobals());

const message = { id: 1, meeting_id: 3, item_number: '7.a.', item_title: 'Street plan', stance: 'oppose' as const, recipients: 2, subject: 'Trees', body: 'Keep the trees.', sent_at: '2026-11-18T20:00:00.000Z' };

describe('SpeakUpAdminSection', () => {
  it('shows the counts and messages, pauses, then offers to resume with the kept messages', async () => {
    let view: SpeakUpAdmin = { paused_at: null, last_hour: 1, last_day: 4, held: 0, messages: [{ ...message, delivery: 'queued' }] };
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          view = { ...view, paused_at: '2026-11-18T21:00:00.000Z', held: 1, messages: [{ ...message, delivery: 'held' }] };
          return new Response(JSON.stringify({ paused_at: view.paused_at, held: 1, released: 0 }), { status: 200 });
        }
        return new Response(JSON.stringify(view), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpAdminSection />);
    expect(await screen.findByText('Sent in the last hour: 1. In the last 24 hours: 4.')).toBeInTheDocument();
    expect(screen.getByText('Sending to the council is on.')).toBeInTheDocument();
    expect(screen.getByText('Sent to delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause sending to the council' }));
    expect(puts).toEqual([{ paused: true }]);
    expect(await screen.findByRole('button', { name: 'Resume sending (1 kept message goes out once)' })).toBeInTheDocument();
    expect(screen.getByText('Kept by the pause')).toBeInTheDocument();
    expect(screen.getByText(/has been paused since .*1 message is kept and will be sent once when you resume\./)).toBeInTheDocument();
  });

  it('withholds a held message from its row; a withheld one says it is not sent and offers only the undo', async () => {
    const spam = { ...message, id: 2, subject: 'Cheap pills' };
    let view: SpeakUpAdmin = { paused_at: '2026-11-18T21:00:00.000Z', last_hour: 2, last_day: 2, held: 2, messages: [{ ...spam, delivery: 'held' }, { ...message, delivery: 'held' }] };
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts.push(String(url));
          view = { ...view, held: 1, messages: [{ ...spam, delivery: 'withheld' }, { ...message, delivery: 'held' }] };
          return new Response(JSON.stringify({ id: 2, withheld_at: '2026-11-18T21:05:00.000Z' }), { status: 200 });
        }
        return new Response(JSON.stringify(view), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpAdminSection />);
    await user.click(await screen.findByRole('button', { name: 'Withhold “Cheap pills”: it will not be sent to the council, and its writer is told' }));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/\/admin\/speak-up\/held\/2\/withhold$/);
    expect(await screen.findByText('Withheld: not sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withhold “Cheap pills”/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withhold “Trees”: it will not be sent to the council, and its writer is told' })).toBeInTheDocument();
  });

  it('undoes a withhold from its row: the message is kept again and the row offers Withhold once more', async () => {
    const spam = { ...message, id: 2, subject: 'Cheap pills' };
    let view: SpeakUpAdmin = { paused_at: '2026-11-18T21:00:00.000Z', last_hour: 1, last_day: 1, held: 0, messages: [{ ...spam, delivery: 'withheld' }] };
    const deletes: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') {
          deletes.push(String(url));
          view = { ...view, held: 1, messages: [{ ...spam, delivery: 'held' }] };
          return new Response(JSON.stringify({ id: 2, delivery: 'held' }), { status: 200 });
        }
        return new Response(JSON.stringify(view), { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SpeakUpAdminSection />);
    expect(screen.queryByRole('button', { name: /^Withhold “Cheap pills”/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo withholding “Cheap pills”: it is kept for the council again' }));
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/\/admin\/speak-up\/held\/2\/withhold$/);
    expect(await screen.findByText('Kept by the pause')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo withholding/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withhold “Cheap pills”: it will not be sent to the council, and its writer is told' })).toBeInTheDocument();
  });
});
