/**
 * An agenda alert (a followed item's among them) tells the reader how to write before the vote (issue 32): each
 * item links its place on the meeting page (by its stable key), where "Speak up" is offered, and the alert says so in the reader's
 * language, in the text and the HTML alike.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { agendaEmail } from './agenda-emails.ts';
import type { Recipient } from './alert-emails.ts';
import type { AlertLinks } from './alert-links.ts';

const links: AlertLinks = { meeting: 'https://civic.example/meetings/4', manage: 'https://civic.example/m', unsubscribe: 'https://civic.example/u' };
const meeting = {
  id: 4,
  title: 'Regular Council Meeting',
  meeting_date: '2026-11-26T00:00:00.000Z',
  location: null,
  items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', reasons: [{ by: 'followed' as const, name: '26-101-1' }] }],
};
const options = { digest: null, publicUrl: 'https://civic.example' };
const city = cityContext(DEFAULT_CITY_ID);

describe('agenda alert: speak up before the vote', () => {
  it.each([
    ['en', 'To write to the council before the vote, open an item above and choose "Speak up".', /https:\/\/civic\.example\/meetings\/4\/items\/7\.a\.\?key=[\w-]+\s/],
    ['es', 'Para escribir al concejo antes de la votación, abra un punto de arriba y elija "Opinar".', /https:\/\/civic\.example\/meetings\/4\/items\/7\.a\.\?key=[\w-]+&lang=es\s/],
  ] as const)('in %s, names the button and links the item where it is', (language, line, itemLink) => {
    const to: Recipient = { full_name: 'Rosa', email: 'rosa@example.org', language };
    const mail = agendaEmail(city, to, [meeting], links, options);
    expect(mail.text).toContain(line);
    // The item by its stable key (server/meetings/item-links.ts), which leads to its place on the meeting page.
    expect(mail.text).toMatch(itemLink);
    expect(mail.html).toContain(line.replaceAll('"', '&quot;'));
  });
});
