/** RFC 5545 details: escaping, folding at 75 octets without breaking UTF-8, CRLF, and wall-clock times. */
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatLocal } from './ics.ts';

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
    const folded = foldLine('X'.repeat(160)).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 12]); // 75 + 74 + 11 characters
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe('X'.repeat(160));
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(50)}`; // 8 + 100 octets
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });
});

describe('formatLocal', () => {
  it('gives the wall-clock time in Tulsa on both sides of daylight saving', () => {
    expect(formatLocal(new Date('2024-12-04T23:00:00Z'), 'America/Chicago')).toBe('20241204T170000');
    expect(formatLocal(new Date('2024-07-10T22:00:00Z'), 'America/Chicago')).toBe('20240710T170000');
  });
});

describe('buildCalendar', () => {
  const text = buildCalendar({
    prodId: '-//Test//Test//EN',
    name: 'Meetings',
    timeZone: 'America/Chicago',
    events: [
      {
        uid: 'meeting-1@example.org',
        start: new Date('2024-03-10T23:00:00Z'),
        end: new Date('2024-03-11T01:00:00Z'),
        stamp: new Date('2024-03-01T12:00:00Z'),
        summary: 'Budget; hearing, part 2',
        description: `Line one\nLine two ${'long '.repeat(30)}`,
        location: 'City Hall',
        url: 'https://example.org/meetings/1',
        status: 'CONFIRMED',
      },
    ],
  });

  it('uses CRLF only, ends with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('has the required calendar and event properties, with a VTIMEZONE for the TZID used', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Test\/\/Test\/\/EN\r\n/);
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    expect(unfolded).toContain('TZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nTZNAME:CDT');
    expect(unfolded).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    // March 10, 2024 is the first day of daylight time: 23:00Z is 6 P.M. CDT.
    expect(unfolded).toContain('DTSTART;TZID=America/Chicago:20240310T180000\r\n');
    expect(unfolded).toContain('DTEND;TZID=America/Chicago:20240310T200000\r\n');
    expect(unfolded).toContain('DTSTAMP:20240301T120000Z\r\n');
    expect(unfolded).toContain('UID:meeting-1@example.org\r\n');
    expect(unfolded).toContain('SUMMARY:Budget\\; hearing\\, part 2\r\n');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two long');
    expect(unfolded).toContain('URL:https://example.org/meetings/1\r\n');
    expect(unfolded).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  });

  it('falls back to UTC times for a zone it has no rules for', () => {
    const utc = buildCalendar({
      prodId: '-//T//T//EN',
      name: 'x',
      timeZone: 'Europe/Paris',
      events: [{ uid: 'u', start: new Date('2024-01-01T10:00:00Z'), end: new Date('2024-01-01T11:00:00Z'), stamp: new Date(0), summary: 's' }],
    });
    expect(utc).not.toContain('VTIMEZONE');
    expect(utc).toContain('DTSTART:20240101T100000Z');
  });
});
