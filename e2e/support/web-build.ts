/**
 * Where the browser tests build the web app: its own folder, never dist/web. The tests build with
 * NODE_ENV=test (React's development build, which reports hydration and key warnings), and `npm start` must
 * never find that build where it looks for the production one.
 */
import path from 'node:path';

export const E2E_WEB_DIST = path.resolve(import.meta.dirname, '../../dist/web-test');
