/** Runs before every web component test: DOM matchers, translations, and a clean DOM after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
