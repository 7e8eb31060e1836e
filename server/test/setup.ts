/** Runs before every server test file. */
process.env.TZ = 'UTC';
