/**
 * A refused request names each field's problem by a code a client can word in its reader's language: zod's
 * issue code with the values its wording needs, and the key of a message we wrote. The English message stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '#contract/field-messages.ts';
import { t } from '../i18n.ts';
import { COMMON_PASSWORD_MESSAGE } from '../auth/routes/register.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { INVALID_TEXT_MESSAGE } from './canonical-input.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const REGISTRATION = {
  full_name: 'Ana Ruiz',
  username: 'ana_ruiz',
  email: 'ana@example.com',
  password: 'a long enough passphrase',
};

async function refusedFields(payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.error.code).toBe('validation_failed');
  return body.error.details as Record<string, unknown>[];
}

describe('field issues', () => {
  it('carry zod’s code and the limit its wording names, beside the English message, never what was typed', async () => {
    const details = await refusedFields({ ...REGISTRATION, password: 'short12' });
    expect(details).toEqual([
      {
        field: 'password',
        location: 'body',
        code: 'too_small',
        message: 'Password must be at least 8 characters.',
        params: { origin: 'string', minimum: 8, inclusive: true },
      },
    ]);
    expect(JSON.stringify(details)).not.toContain('short12');
  });

  it('carry the key of a message we wrote: a pattern’s rule, a server check', async () => {
    const pattern = await refusedFields({ ...REGISTRATION, username: 'ana ruiz!' });
    expect(pattern).toEqual([
      expect.objectContaining({ field: 'username', code: 'invalid_format', key: 'username_pattern', params: expect.objectContaining({ format: 'regex' }) }),
    ]);
    const common = await refusedFields({ ...REGISTRATION, password: 'password123' });
    expect(common).toEqual([
      { field: 'password', location: 'body', code: 'common_password', key: 'common_password', message: COMMON_PASSWORD_MESSAGE },
    ]);
  });

  it('carry a format and a missing field’s expected type', async () => {
    const { email: _email, ...withoutEmail } = REGISTRATION;
    const details = await refusedFields({ ...withoutEmail, full_name: 'Ana', zip_code: '7410' });
    const byField = Object.fromEntries(details.map((issue) => [issue.field, issue]));
    expect(byField.email).toMatchObject({ code: 'invalid_type', params: { expected: 'string' } });
    expect(byField.zip_code).toMatchObject({ code: 'invalid_format', key: 'zip_pattern' });
  });

  it('name every message the server writes into a field issue', () => {
    const written = [
      COMMON_PASSWORD_MESSAGE,
      INVALID_TEXT_MESSAGE,
      ...['item_not_found', 'vote_not_found', 'councilor_not_found', 'target_required', 'unchanged'].map((key) => t(`corrections.${key}`)),
    ];
    const named = new Set<string>(Object.values(FIELD_MESSAGES));
    expect(written.filter((message) => !named.has(message))).toEqual([]);
  });
});
