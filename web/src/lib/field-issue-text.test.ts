/**
 * The server's field problems reach a Spanish reader in Spanish, worded from their code (the key of a message we
 * wrote, or zod's code and params), and an English reader as the server wrote them.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldIssue } from '#contract/errors.ts';
import { FIELD_MESSAGES } from '#contract/field-messages.ts';
import english from '../locales/en/errors.json' with { type: 'json' };
import { ApiError } from './api-client.ts';
import { i18next, loadNamespaces } from './i18n.ts';

/** A 400 as the server sends it for these issues. */
const refused = (...details: FieldIssue[]) => new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', '', details);
const issue = (field: string, code: string, message: string, more: Partial<FieldIssue> = {}): FieldIssue => ({
  field,
  location: 'body',
  code,
  message,
  ...more,
});

const PASSWORD_TOO_SHORT = issue('password', 'too_small', 'Password must be at least 8 characters.', {
  params: { origin: 'string', minimum: 8, inclusive: true },
});
const USERNAME_PATTERN = issue('username', 'invalid_format', FIELD_MESSAGES.username_pattern, {
  key: 'username_pattern',
  params: { origin: 'string', format: 'regex' },
});

beforeAll(() => loadNamespaces(['errors']));
afterEach(() => i18next.changeLanguage('en'));

describe('a server field problem on a Spanish page', () => {
  it('reads in Spanish from its code and params, or from the key of our own message', async () => {
    await i18next.changeLanguage('es');
    expect(refused(PASSWORD_TOO_SHORT, USERNAME_PATTERN).fieldErrors()).toEqual({
      password: 'Debe tener al menos 8 caracteres.',
      username: 'El nombre de usuario solo puede tener letras, dígitos, _ y -.',
    });
  });

  it('words each of zod’s codes, a required field and a conflict by their own text', async () => {
    await i18next.changeLanguage('es');
    const errors = refused(
      issue('full_name', 'too_small', 'Full name is required.', { params: { origin: 'string', minimum: 1, inclusive: true } }),
      issue('focus', 'too_big', 'Too big', { params: { origin: 'array', maximum: 12, inclusive: true } }),
      issue('email', 'invalid_format', 'Invalid email address', { params: { origin: 'string', format: 'email' } }),
      issue('limit', 'too_big', 'Too big', { params: { origin: 'number', maximum: 100, inclusive: true } }),
      issue('zip', 'invalid_type', 'Invalid input: expected string, received undefined', { params: { expected: 'string' } }),
      issue('slug', 'conflict', 'That conflicts with existing data.'),
      issue('rule', 'custom', 'A rule nobody named yet.'),
    ).fieldErrors();
    expect(errors).toEqual({
      full_name: 'Este campo es obligatorio.',
      focus: 'Elija como máximo 12.',
      email: 'Escriba un correo electrónico válido.',
      limit: 'Debe ser 100 o menos.',
      zip: 'Falta este campo o no es válido.',
      slug: 'Esto entra en conflicto con datos existentes.',
      rule: 'Este valor no es válido.',
    });
  });
});

describe('a server field problem on an English page', () => {
  it('reads as the server wrote it, naming the field and its limit', async () => {
    await i18next.changeLanguage('en');
    expect(refused(PASSWORD_TOO_SHORT, USERNAME_PATTERN).fieldErrors()).toEqual({
      password: 'Password must be at least 8 characters.',
      username: 'Username may use only letters, digits, _ and -.',
    });
  });

  it('has a catalogue text for every message we named, the server’s to the letter', () => {
    expect(english.field).toEqual(FIELD_MESSAGES);
  });
});
