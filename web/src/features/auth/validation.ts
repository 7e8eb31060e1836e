/** Client-side checks that mirror the contract, without shipping zod to every page. */

/** The spec's simple x@y.z shape. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
