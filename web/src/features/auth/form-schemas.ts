/**
 * One schema per account form. Each one's output is the contract's input for its endpoint (the type checks it),
 * and it holds only what the spec shows before anything is sent (spec §5): required fields, the simple x@y.z
 * email shape (the contract's pattern) and "Passwords do not match". The server's contract schema checks the
 * rest (the password's length is "not shown", §5) and its field problems show by their field. Written with
 * zod's mini build, whose checks are separate functions: the auth pages carry only the ones they use.
 */
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type {
  ChangePasswordInput,
  LoginInput,
  PasswordResetRequest,
  RegisterInput,
  UpdateProfileInput,
} from '#contract/auth.ts';
import { SIMPLE_EMAIL_PATTERN } from '#contract/email-pattern.ts';

type T = TFunction<'auth'>;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** Required, then in the x@y.z shape; the value is trimmed. */
const emailField = (t: T) =>
  z.string().check(z.trim(), z.minLength(1, t('validation.emailRequired')), z.regex(SIMPLE_EMAIL_PATTERN, t('validation.emailInvalid')));

/** A password is sent as typed (spaces count), but a blank one is missing. */
const passwordField = (t: T) => z.string().check(z.minLength(1, t('validation.passwordRequired')));

/** The password typed again, where the form requires it. */
const confirmationField = (t: T) => z.string().check(z.minLength(1, t('validation.confirmRequired')));

/** Optional text: trimmed, and blank becomes absent (`undefined`) or cleared (`null`) as the endpoint wants. */
const blankAs = <B extends undefined | null>(blank: B) =>
  z.pipe(z.string().check(z.trim()), z.transform((v: string) => (v === '' ? blank : v)));

/** A trimmed text the server checks (the profile: spec §5 has no client rule for it). */
const trimmed = () => z.string().check(z.trim());

/**
 * The "Passwords do not match" rule, the one place it is written: the confirmation must equal the password,
 * unless the confirmation has a problem of its own already (left blank where it is required).
 */
function confirmedBy<S extends z.ZodMiniObject<{ confirmPassword: z.ZodMiniString }>>(schema: S, password: string, t: T): S {
  return schema.check((ctx) => {
    const value = ctx.value as Record<string, string>;
    if (value[password] === value.confirmPassword) return;
    if (ctx.issues.some((issue) => issue.path?.[0] === 'confirmPassword')) return;
    ctx.issues.push({ code: 'custom', path: ['confirmPassword'], message: t('register.mismatch'), input: value.confirmPassword });
  });
}

export const loginFormSchema = (t: T) =>
  z.object({
    email: emailField(t),
    password: passwordField(t),
    remember_me: z.boolean(),
  }) satisfies z.ZodMiniType<LoginInput>;

/** Registration (spec §5): blank phone and ZIP are left out of the payload; `interests` is sent empty. */
export const registerFormSchema = (t: T) =>
  z.pipe(
    confirmedBy(
      z.object({
        full_name: required(t('validation.fullNameRequired')),
        username: required(t('validation.usernameRequired')),
        email: emailField(t),
        phone_number: blankAs(undefined),
        zip_code: blankAs(undefined),
        password: passwordField(t),
        confirmPassword: confirmationField(t),
      }),
      'password',
      t,
    ),
    z.transform(({ confirmPassword: _, phone_number, zip_code, ...input }): RegisterInput => ({
      ...input,
      interests: [],
      ...(phone_number ? { phone_number } : {}),
      ...(zip_code ? { zip_code } : {}),
    })),
  );

export const forgotPasswordFormSchema = (t: T) =>
  z.object({ email: emailField(t) }) satisfies z.ZodMiniType<PasswordResetRequest>;

/** The new password of a reset link (the token comes from the link, not the form). */
export const resetPasswordFormSchema = (t: T) =>
  z.pipe(
    confirmedBy(z.object({ password: passwordField(t), confirmPassword: confirmationField(t) }), 'password', t),
    z.transform(({ password }) => ({ password })),
  );

/** A confirmation left blank is simply not the new password: "Passwords do not match". */
export const changePasswordFormSchema = (t: T) =>
  z.pipe(
    confirmedBy(
      z.object({ current_password: passwordField(t), new_password: passwordField(t), confirmPassword: z.string() }),
      'new_password',
      t,
    ),
    z.transform(({ confirmPassword: _, ...input }): ChangePasswordInput => input),
  );

/** The profile as edited: blank phone and ZIP clear them; the current password goes only with a new email. */
export const profileFormSchema = (currentEmail: string) =>
  z.pipe(
    z.object({
      full_name: trimmed(),
      username: trimmed(),
      email: trimmed(),
      phone_number: blankAs(null),
      zip_code: blankAs(null),
      current_password: z.string(),
    }),
    z.transform(({ current_password, ...input }): UpdateProfileInput => ({
      ...input,
      ...(emailChanged(input.email, currentEmail) ? { current_password } : {}),
    })),
  );

/** Whether the typed email differs from the account's (addresses compare without case). */
export const emailChanged = (typed: string, current: string) => typed.trim().toLowerCase() !== current;
