/** Accounts: registration, sign-in, the user, profile edits and password reset (spec §3 User, §7 auth rows). */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { CONTACT_RULE_MESSAGES, normalizeUsPhone, PHONE_MAX_LENGTH, ZIP_CODE_PATTERN } from './contact-rules.ts';
import { userRoleSchema } from './enums.ts';
import { languageSchema } from './language-schema.ts';
import { impersonatesOffice, OFFICE_NAME_MESSAGE } from './office-names.ts';

export { normalizeUsPhone } from './contact-rules.ts';

/** Password length bounds (NIST 800-63B: at least 8, allow long passphrases, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username must be at most 30 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may use only letters, digits, _ and -.');

/** A person's name: it signs their messages to the council, so never a title or office (issue 49). */
export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required.')
  .max(100, 'Full name must be at most 100 characters.')
  .refine((name) => !impersonatesOffice(name), OFFICE_NAME_MESSAGE);

/** A 5-digit ZIP or ZIP+4. */
export const zipCodeSchema = z.string().trim().regex(ZIP_CODE_PATTERN, CONTACT_RULE_MESSAGES.zipPattern);

/** A US phone number as typed; the server normalises it to E.164 (+19185551234). */
export const phoneInputSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, CONTACT_RULE_MESSAGES.phoneTooLong)
  .refine((v) => normalizeUsPhone(v) !== null, CONTACT_RULE_MESSAGES.phoneInvalid);

/** `POST /auth/register`. Blank optional fields are omitted by the client (spec §5). */
export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  full_name: fullNameSchema,
  phone_number: phoneInputSchema.optional(),
  zip_code: zipCodeSchema.optional(),
  /** Topics of interest; sent empty at registration by the spec's client. */
  interests: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  /** The language of the page the account was made on; the profile can change it. */
  language: languageSchema.default('en'),
});
/** What a client sends: `interests` and `language` may be left out. */
export type RegisterInput = z.input<typeof registerInputSchema>;

/** `POST /auth/login/email` and its alias `POST /auth/login`. */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH * 8),
  /** Keep the session for 30 days instead of 12 hours. */
  remember_me: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The signed-in user as the API returns it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  phone_number: z.string().nullable(),
  zip_code: z.string().nullable(),
  interests: z.array(z.string()),
  role: userRoleSchema,
  created_at: isoDateTimeSchema,
  /** Whether the address opened its verification link; until then it joins no alert subscription. */
  email_verified: z.boolean(),
  /** A new address asked for, waiting for the link mailed to it; the email stays `email` until then. */
  pending_email: z.string().nullable(),
  /** The language the resident chose to read Civic Commons in; the browser switches to it on sign-in. */
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;

/** The answer to a successful sign-in. */
export const tokenResponseSchema = z.object({
  /** Opaque bearer token; keep it under local-storage key `token`. */
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: isoDateTimeSchema,
  user: userSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `PATCH /auth/me`: any subset; null clears an optional field. */
export const updateProfileInputSchema = z
  .object({
    full_name: fullNameSchema,
    username: usernameSchema,
    email: emailSchema,
    phone_number: phoneInputSchema.nullable(),
    zip_code: zipCodeSchema.nullable(),
    interests: z.array(z.string().trim().min(1).max(60)).max(50),
    /** The language to read Civic Commons in. */
    language: languageSchema,
    /** Required to change the email: a stolen session alone must not move the account to another address. */
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH * 8),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  current_password: z.string().min(1, 'Current password is required.').max(PASSWORD_MAX_LENGTH * 8),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const deleteAccountInputSchema = z.object({
  password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH * 8),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** `POST /auth/verify-email`: the token of an emailed verification or email-change link. */
export const verifyEmailInputSchema = z.object({ token: z.string().min(16).max(200) });
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

/** The messages of email ownership, shown as the API sends them. */
export const EMAIL_OWNERSHIP_MESSAGES = {
  changeRequested: 'We sent a link to your new email address. Your email changes when you open it; we also told your current address.',
  passwordForEmail: 'Enter your current password to change your email.',
  verificationSent: 'We sent a new confirmation link to your email.',
  verified: 'Your email address is confirmed.',
} as const;

/** How long sessions and reset links last. */
export const AUTH_DURATIONS = {
  sessionMs: 12 * 60 * 60 * 1000,
  rememberMeMs: 30 * 24 * 60 * 60 * 1000,
  passwordResetMs: 60 * 60 * 1000,
} as const;
