import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger.ts';

describe('request log URLs', () => {
  it('masks secret query parameters and keeps the rest', () => {
    expect(maskUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=***&x=1');
    expect(maskUrl('/api/v1/subscriptions/manage?x=1&token=s3cret')).toBe('/api/v1/subscriptions/manage?x=1&token=***');
    expect(maskUrl('/api/v1/meetings/?q=token')).toBe('/api/v1/meetings/?q=token');
  });
});
