/**
 * One schema per account form. Each one's output is the contract's input for its endpoint (the type checks it),
 * and it holds only what the spec shows before anything is sent (spec §5): required fields, the simple x@y.z
 * email shape (the contract's pattern) and "Passwords do not match". The server's contract schema checks the
 * rest (the password's length is "not shown", §5) and its field problems show by their field.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type {
  ChangePasswordInput,
  LoginInput,
  PasswordResetRequest,
  RegisterInput,
  UpdateProfileInput,
} from '../../../../contract/auth.ts';
import { SIMPLE_EMAIL_PATTERN } from '../../../../contract/subscriptions.ts';

type T = TFunction<'auth'>;

const required = (message: string) => z.string().trim().min(1, message);

/** Required, then in the x@y.z shape; the value is trimmed. */
const emailField = (t: T) => required(t('validation.emailRequired')).regex(SIMPLE_EMAIL_PATTERN, t('validation.emailInvalid'));

/** A password is sent as typed (spaces count), but a blank one is missing. */
const passwordField = (t: T) => z.string().min(1, t('validation.passwordRequired'));

/** The password typed again, where the form requires it. */
const confirmationField = (t: T) => z.string().min(1, t('validation.confirmRequired'));

/** Optional text: trimmed, and blank becomes absent (`undefined`) or cleared (`null`) as the endpoint wants. */
const blankAs = <B extends undefined | null>(blank: B) => z.string().trim().transform((v) => (v === '' ? blank : v));

/**
 * The "Passwords do not match" rule, the one place it is written: the confirmation must equal the password,
 * unless the confirmation has a problem of its own already (left blank where it is required).
 */
function confirmedBy<S extends z.ZodObject<{ confirmPassword: z.ZodString }>>(schema: S, password: keyof z.input<S>, t: T) {
  return schema.check((ctx) => {
    const value = ctx.value as Record<string, string>;
    if (value[password as string] === value.confirmPassword) return;
    if (ctx.issues.some((issue) => issue.path?.[0] === 'confirmPassword')) return;
    ctx.issues.push({ code: 'custom', path: ['confirmPassword'], message: t('register.mismatch'), input: value.confirmPassword });
  });
}

export const loginFormSchema = (t: T) =>
  z.object({
    email: emailField(t),
    password: passwordField(t),
    remember_me: z.boolean(),
  }) satisfies z.ZodType<LoginInput>;

/** Registration (spec §5): blank phone and ZIP are left out of the payload; `interests` is sent empty. */
export const registerFormSchema = (t: T) =>
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
  ).transform(({ confirmPassword: _, ...input }): RegisterInput => ({
    ...input,
    interests: [],
    ...(input.phone_number ? { phone_number: input.phone_number } : {}),
    ...(input.zip_code ? { zip_code: input.zip_code } : {}),
  }));

export const forgotPasswordFormSchema = (t: T) => z.object({ email: emailField(t) }) satisfies z.ZodType<PasswordResetRequest>;

/** The new password of a reset link (the token comes from the link, not the form). */
export const resetPasswordFormSchema = (t: T) =>
  confirmedBy(
    z.object({ password: passwordField(t), confirmPassword: confirmationField(t) }),
    'password',
    t,
  ).transform(({ password }) => ({ password }));

/** A confirmation left blank is simply not the new password: "Passwords do not match". */
export const changePasswordFormSchema = (t: T) =>
  confirmedBy(
    z.object({ current_password: passwordField(t), new_password: passwordField(t), confirmPassword: z.string() }),
    'new_password',
    t,
  ).transform(({ confirmPassword: _, ...input }): ChangePasswordInput => input);

/**
 * The profile as edited: the server checks every field (spec §5 has no client rule for it); blank phone and
 * ZIP clear them. The current password goes only with a new email.
 */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      full_name: z.string().trim(),
      username: z.string().trim(),
      email: z.string().trim(),
      phone_number: blankAs(null),
      zip_code: blankAs(null),
      current_password: z.string(),
    })
    .transform(({ current_password, ...input }): UpdateProfileInput => ({
      ...input,
      ...(emailChanged(input.email, currentEmail) ? { current_password } : {}),
    }));

/** Whether the typed email differs from the account's (addresses compare without case). */
export const emailChanged = (typed: string, current: string) => typed.trim().toLowerCase() !== current;
