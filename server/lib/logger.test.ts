import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger.ts';

describe('request log URLs', () => {
  it('masks secret query parameters and keeps the rest', () => {
    expect(maskUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=***&x=1');
    expect(maskUrl('/api/v1/subscriptions/manage?x=1&token=s3cret')).toBe('/api/v1/subscriptions/manage?x=1&token=***');
    expect(maskUrl('/api/v1/meetings/?q=token')).toBe('/api/v1/meetings/?q=token');
  });

  it('masks what a resident types about themselves: an address, a message, a name, an email, a phone (issue 51)', () => {
    expect(maskUrl('/api/v1/representatives/find?address=1234+E+11th+St%2C+Tulsa')).toBe('/api/v1/representatives/find?address=***');
    expect(maskUrl('/representatives?lang=es&address=1234%20E%2011th%20St')).toBe('/representatives?lang=es&address=***');
    expect(maskUrl('/x?text=hello&email=a%40b.org&phone=9185550100&name=Ada&page=2')).toBe('/x?text=***&email=***&phone=***&name=***&page=2');
  });
});
