/**
 * The alert jobs' names and idempotency keys as the jobs table stores them. A job queued before a deploy is claimed
 * by its name and deduplicated by its key after it, so neither may change: written out here, not derived.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_DELIVER_JOB, ALERT_FANOUT_JOB, ALERT_SCAN_JOB, deliverKey, fanoutKey, notificationKey } from './alert-kinds.ts';

describe('the alert jobs as stored', () => {
  it('keep their names', () => {
    expect([ALERT_SCAN_JOB, ALERT_FANOUT_JOB, ALERT_DELIVER_JOB].map((k) => k.name)).toEqual(['alerts.scan', 'alerts.fanout', 'alerts.deliver']);
  });

  it('keep their keys', () => {
    expect(fanoutKey({ kind: 'reminder', meetingId: 7, hours: 24 })).toBe('alerts.fanout:reminder:7:24');
    expect(fanoutKey({ kind: 'minutes', meetingId: 7 })).toBe('alerts.fanout:minutes:7');
    expect(deliverKey({ kind: 'reminder', meetingId: 7, subscriptionId: 3, channel: 'sms' })).toBe('alert:reminder:7:3:sms');
    expect(notificationKey('minutes', 7, 5)).toBe('alert:minutes:7:user:5');
  });
});
