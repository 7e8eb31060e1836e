/**
 * The contact tools' messages and limits, without zod, so the browser can import them without pulling the
 * schema library into its bundle. The schemas in representatives.ts use the same values.
 */

/** Validation and error messages of spec §5 and §8 for the contact tools, shared by the form and the server. */
export const CONTACT_MESSAGES = {
  addressRequired: 'Please enter your address',
  issueRequired: 'Please describe the issue you want to address',
  representativesRequired: 'Please lookup your representatives first',
  generalRepresentatives: 'Using general representatives - consider verifying your address',
  lookupFailed: 'Unable to find representatives for this address. Using general contacts.',
  districtLookupFailed: 'Unable to lookup district. Please try again.',
  districtNotFound: 'Could not determine district.',
  composeFailed: 'Unable to compose email. Please try again.',
} as const;

/** Limits of the contact tools. The spec shows no limit on the issue; 5,000 characters keeps drafts sane. */
export const CONTACT_LIMITS = {
  issueMaxLength: 5_000,
  issueRows: 5,
  addressMaxLength: 300,
  senderNameMaxLength: 100,
  maxRepresentatives: 20,
  /** Follow-up advice shown with the generated email (spec §4, §9). */
  followUpWeeks: '2-3',
} as const;
