/**
 * Imported first by every benchmark that serves the app as a deployment does: a deployment runs with
 * NODE_ENV=production (`npm start`, the Dockerfile), and React's server renderer picks its build by it when it is
 * first loaded. Without it a benchmark's server rendered pages with React's development build, 1.5-3x slower on a
 * page the cache did not hold. `loadConfig({ NODE_ENV: 'production' })` sets the app's mode, not the process's.
 */
process.env.NODE_ENV = 'production';
