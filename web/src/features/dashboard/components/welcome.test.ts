/** The dashboard's greeting claims no earlier visit (issue 50: "Welcome back" greeted a resident who had just registered). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const welcome = (language: string) => (JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${language}/dashboard.json`), 'utf8')) as { welcome: string }).welcome;

it('greets without "back" in either language', () => {
  expect(welcome('en')).toBe('Welcome, {{name}}.');
  expect(welcome('es')).not.toMatch(/de nuevo/);
});
