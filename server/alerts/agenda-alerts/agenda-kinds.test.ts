/** The agenda delivery's payload as the worker reads it back: what its message is, carried, or for older jobs read from the batch key. */
import { describe, expect, it } from 'vitest';
import { AGENDA_DELIVER_JOB, AGENDA_FANOUT_JOB, agendaBatch, agendaDeliverKey, agendaFanoutKey, cancelBatch, deliveriesOf, digestBatch } from './agenda-kinds.ts';

const subscriber = { id: 7, email_notifications: 1, sms_notifications: 1, phone_number: '+19185550101' };

describe('the agenda delivery payload', () => {
  it('carries what its message is, and keeps the key of exactly-once delivery as it was', () => {
    const [email, sms] = deliveriesOf(subscriber, cancelBatch(42), { kind: 'cancel', meetingId: 42 });
    expect(AGENDA_DELIVER_JOB.payload.parse(JSON.parse(JSON.stringify(email)))).toEqual(email);
    expect(agendaDeliverKey(email!)).toBe('alert:cancel:42:7:email');
    expect(agendaDeliverKey(sms!)).toBe('alert:cancel:42:7:sms');
  });

  it('reads a delivery queued before payloads said what they are from its batch key', () => {
    const read = (batch: string) => AGENDA_DELIVER_JOB.payload.parse({ batch, subscriptionId: 7, channel: 'email' }).notice;
    expect(read(cancelBatch(42))).toEqual({ kind: 'cancel', meetingId: 42 });
    expect(read(digestBatch('weekly', '2026-11-23'))).toEqual({ kind: 'digest', period: 'weekly' });
    expect(read('agenda:42:v2')).toEqual({ kind: 'items' });
    expect(read('late:42:7:topic')).toEqual({ kind: 'items' });
  });

  it('refuses a payload that is not a delivery', () => {
    expect(AGENDA_DELIVER_JOB.payload.safeParse({ batch: 'agenda:1:v', subscriptionId: '7', channel: 'email' }).success).toBe(false);
    expect(AGENDA_DELIVER_JOB.payload.safeParse({ batch: 'digest:monthly:2026-11-01', subscriptionId: 7, channel: 'email' }).success).toBe(false);
  });
});

/** Written out, not derived: a job queued before a deploy is claimed by its name and deduplicated by its key after it. */
describe('the agenda jobs as stored', () => {
  it('keep their names and fan-out keys', () => {
    expect([AGENDA_FANOUT_JOB, AGENDA_DELIVER_JOB].map((k) => k.name)).toEqual(['alerts.agenda-fanout', 'alerts.agenda-deliver']);
    expect(agendaFanoutKey({ kind: 'agenda', meetingId: 42, version: 'v2' })).toBe('alerts.agenda-fanout:agenda:42:v2');
    expect(agendaFanoutKey({ kind: 'cancel', meetingId: 42 })).toBe('alerts.agenda-fanout:cancel:42');
    const batch = digestBatch('daily', '2026-11-24');
    expect(agendaFanoutKey({ kind: 'digest', period: 'daily', batch, until: '2026-11-24T13:00:00.000Z' })).toBe('alerts.agenda-fanout:digest:daily:2026-11-24');
    expect(agendaBatch(42, 'v2')).toBe('agenda:42:v2');
  });
});
