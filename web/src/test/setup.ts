/** Runs before every web component test: DOM matchers, translations, and a clean DOM after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { ALL_NAMESPACES, loadNamespaces } from '../lib/i18n.ts';

// jsdom lays nothing out, so it has no scrollIntoView; components bring what appears into view with it.
Element.prototype.scrollIntoView ??= () => {};

// Components under test render without a Suspense boundary: load every namespace up front.
beforeAll(() => loadNamespaces(ALL_NAMESPACES));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
