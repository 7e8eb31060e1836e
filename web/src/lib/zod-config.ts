/**
 * Zod without its compiled fast path in the browser: the fast path probes `new Function`, which our
 * Content-Security-Policy forbids, and the browser reports the refused probe as a CSP violation on every page
 * that parses a form (Lighthouse counts it against best practices). Imported first by main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
