/**
 * Issue 30: a Spanish subscriber's agenda, cancellation and outcome alerts name each item by what it does, in
 * Spanish, from the item's facts (its plain line), with the clerk's title marked as the English official text; an
 * item of no known kind keeps its title alone, marked so, never an invented line. English alerts are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { agendaEmail, cancellationEmail } from './agenda-emails.ts';
import { minutesEmail, type Recipient } from './alert-emails.ts';
import type { AlertLinks } from './alert-links.ts';
import { plainLineFor } from '../../plain/plain-line.ts';

const LEAD = 'Consideration and possible approval, adoption, denial, amendment or revision of ';
const rezoning = `${LEAD}Rezoning Ordinance Z-7793 from RS-3 to OL (CD-6)`;
const unknown = '[CC 12/18/24] 24-1157-1';
const links: AlertLinks = { meeting: 'https://civic.example/meetings/4?lang=es', manage: 'https://civic.example/m', unsubscribe: 'https://civic.example/u' };
const lucia: Recipient = { full_name: 'Lucía', email: 'lucia@example.org', language: 'es' };
const ann: Recipient = { full_name: 'Ann', email: 'ann@example.org', language: 'en' };
const meeting = {
  id: 4,
  title: 'Regular Council Meeting',
  meeting_date: '2025-01-08T23:00:00.000Z',
  location: null,
  items: [
    { item_number: '7.a', title: rezoning, reasons: [{ by: 'topic' as const, name: 'Zoning' }] },
    { item_number: '9', title: unknown, reasons: [{ by: 'topic' as const, name: 'Zoning' }] },
  ],
};
const options = { digest: null, publicUrl: 'https://civic.example' };
const city = cityContext(DEFAULT_CITY_ID);
const plainEs = plainLineFor(city, rezoning)!.es;

describe('the record in Spanish alerts', () => {
  it('an agenda alert gives the Spanish plain line above the clerk title, marked as English', () => {
    const mail = agendaEmail(city, lucia, [meeting], links, options);
    expect(plainEs).toMatch(/^Permite usar un terreno para oficinas pequeñas/);
    expect(mail.text).toContain(`7.a ${plainEs}\n  Título oficial, en inglés: ${rezoning}`);
    expect(mail.text).toContain(`9 ${unknown} (título oficial, en inglés)`);
    expect(mail.html).toContain(`${plainEs}<br>Título oficial, en inglés: `);
  });

  it('a cancellation notice lists the items the same way', () => {
    const mail = cancellationEmail(city, lucia, meeting, links);
    expect(mail.text).toContain(`- 7.a ${plainEs}`);
    expect(mail.text).toContain(`- 9 ${unknown} (título oficial, en inglés)`);
  });

  it('an outcome alert names an item by its plain line, or marks the English title where there is none', () => {
    const told = [
      { item_number: '7.a', title: rezoning, result: 'passed', tally: { ayes: 9, nays: 0 }, plain_es: plainEs },
      { item_number: '9', title: unknown, result: 'passed', tally: null, plain_es: null },
    ];
    const mail = minutesEmail(city.config, lucia, { ...meeting, summary: 'English summary.', summary_es: 'Resumen.' }, [], links, told);
    expect(mail.text).toContain(`- 7.a. ${plainEs.replace(/\.$/, '')}: aprobado (9 a favor, 0 en contra)`);
    expect(mail.text).toContain(`- 9. ${unknown} (título oficial, en inglés): aprobado`);
    expect(mail.text).toContain('Resumen.');
  });

  it('leaves English alerts with the clerk titles as they were', () => {
    const mail = agendaEmail(city, ann, [meeting], links, options);
    expect(mail.text).toContain(`7.a ${rezoning}\n  Why you are told`);
    expect(mail.text).not.toContain('Official title');
  });
});
