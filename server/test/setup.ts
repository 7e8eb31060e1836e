/** Runs before every server test file. */
import { registerStandardRecordSteps } from '../record-steps-standard.ts';

process.env.TZ = 'UTC';
// Every process registers the "meeting saved" steps before its first save; a test process too (record-steps.ts).
registerStandardRecordSteps();
