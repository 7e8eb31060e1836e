/**
 * The spec's "simple x@y.z pattern" (spec §5 Signup step 1), in a module without zod so that a browser form can
 * use it without carrying the contract's schemas.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
