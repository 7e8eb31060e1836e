/** The city this build serves, for the web (name, council links, time zone). */
export { city } from '../../../city/tulsa.ts';
