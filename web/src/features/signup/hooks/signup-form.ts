/**
 * The signup form's values and the spec's rules (§5) as one schema for the wizard and one for the manage page
 * (decision 026): step 1 needs a name and an x@y.z email, step 2 a topic, the submit a channel. SMS counts only
 * with a phone number (its checkbox is disabled without one), and an empty phone or ZIP is sent as null.
 * Written with zod's mini build and the contract's zod-free modules only: these pages carry no classic zod.
 */
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ParsePayload } from 'zod/v4/core';
import { ALERT_KEYWORD_LIMITS, ALERT_KEYWORD_MESSAGES, distinctKeywords } from '#contract/alert-keywords.ts';
import { CONTACT_RULE_MESSAGES, normalizeUsPhone, PHONE_MAX_LENGTH, ZIP_CODE_PATTERN } from '#contract/contact-rules.ts';
import { SIMPLE_EMAIL_PATTERN } from '#contract/email-pattern.ts';
import type { FieldIssue } from '#contract/errors.ts';
import type { FieldMessageKey } from '#contract/field-messages.ts';
import {
  AGENDA_ALERT_MODES,
  type AgendaAlertMode,
  DEFAULT_ADVANCE_NOTICE_HOURS,
  SIGNUP_MEETING_TYPES,
  type SignupMeetingType,
} from '#contract/subscription-choices.ts';
import type { SignupInput, UpdateSubscriptionInput } from '#contract/subscriptions.ts';
import { fieldIssueText } from '#web/lib/field-issue-text.ts';

type T = TFunction<'signup'>;

export interface SignupFormValues {
  full_name: string;
  email: string;
  phone_number: string;
  zip_code: string;
  /** Topic ids as strings, as the spec's form sends them. */
  interested_topics: string[];
  meeting_types: SignupMeetingType[];
  sms_notifications: boolean;
  email_notifications: boolean;
  advance_notice_hours: number;
}

/** The manage page's alerts before the vote, as typed. */
export interface AgendaAlertValues {
  agenda_alerts: AgendaAlertMode;
  /** As typed: keywords separated by commas. */
  keywords: string;
  district: string;
}

export type ManageFormValues = SignupFormValues & AgendaAlertValues;

type ContactField = 'full_name' | 'email' | 'phone_number' | 'zip_code';

/** The fields each wizard step checks before moving on (the last step's are checked by the submit). */
export const STEP_FIELDS = {
  1: ['full_name', 'email', 'phone_number', 'zip_code'],
  2: ['interested_topics'],
  3: ['email_notifications'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof SignupFormValues)[]>;

/** Spec §9 defaults: regular_council, both channels on, 24 hours. */
export function initialSignupValues(): SignupFormValues {
  return {
    full_name: '',
    email: '',
    phone_number: '',
    zip_code: '',
    interested_topics: [],
    meeting_types: ['regular_council'],
    sms_notifications: true,
    email_notifications: true,
    advance_notice_hours: DEFAULT_ADVANCE_NOTICE_HOURS,
  };
}

/** The contact details a signed-in resident already gave us, as far as the form has them. */
export interface KnownContact {
  full_name: string;
  email: string;
  zip_code: string | null;
}

/**
 * Fills the blank contact fields from the signed-in resident's account; what was typed is never overwritten.
 * The phone is left for the resident to give: with SMS on by default, filling it would opt them into texts.
 */
export function prefillContact(v: Pick<SignupFormValues, 'full_name' | 'email' | 'zip_code'>, known: KnownContact) {
  return {
    full_name: v.full_name || known.full_name,
    email: v.email || known.email,
    zip_code: v.zip_code || (known.zip_code ?? ''),
  };
}

/** SMS is on only when chosen and a phone number is there to receive it. */
export function smsEnabled(v: Pick<SignupFormValues, 'sms_notifications' | 'phone_number'>): boolean {
  return v.sms_notifications && v.phone_number.trim() !== '';
}

/** The typed keywords as the API takes them. */
export function keywordList(typed: string): string[] {
  return typed
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
}

/**
 * A shared rule's problem in the page's language: its English message is one the server also sends, named in
 * contract/field-messages.ts, so it reads as the server's would (decision 031), never English on a Spanish page.
 */
function sharedRuleText(message: string, key: FieldMessageKey | undefined, code = 'custom', params?: FieldIssue['params']): string {
  return fieldIssueText({ field: '', location: 'body', code, message, key, params });
}

function phoneProblem(typed: string): string | undefined {
  if (typed.length > PHONE_MAX_LENGTH) {
    return sharedRuleText(CONTACT_RULE_MESSAGES.phoneTooLong, undefined, 'too_big', { origin: 'string', maximum: PHONE_MAX_LENGTH, inclusive: true });
  }
  if (normalizeUsPhone(typed) === null) return sharedRuleText(CONTACT_RULE_MESSAGES.phoneInvalid, 'phone_invalid');
  return undefined;
}

function zipProblem(typed: string): string | undefined {
  return ZIP_CODE_PATTERN.test(typed) ? undefined : sharedRuleText(CONTACT_RULE_MESSAGES.zipPattern, 'zip_pattern');
}

/** The alert-keyword rules in the order the server checks them (contract/alert-keywords.ts). */
function keywordsProblem(typed: string): string | undefined {
  const words = keywordList(typed);
  if (words.some((w) => w.length > ALERT_KEYWORD_LIMITS.maxLength)) return sharedRuleText(ALERT_KEYWORD_MESSAGES.tooLong, 'keyword_too_long');
  if (words.length > ALERT_KEYWORD_LIMITS.maxCount) return sharedRuleText(ALERT_KEYWORD_MESSAGES.tooMany, 'keywords_too_many');
  if (distinctKeywords(words).some((w) => w.length < ALERT_KEYWORD_LIMITS.minLength)) return sharedRuleText(ALERT_KEYWORD_MESSAGES.tooShort, 'keyword_too_short');
  return undefined;
}

/** A typed text checked by a rule when it is not blank (blank optional fields are sent as null). */
const optionalText = (problem: (typed: string) => string | undefined) =>
  z.string().check((ctx) => {
    const typed = ctx.value.trim();
    const message = typed ? problem(typed) : undefined;
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

function addProblem(ctx: ParsePayload<unknown>, path: string, message: string) {
  ctx.issues.push({ code: 'custom', path: [path], message, input: ctx.value });
}

/**
 * The rules across fields, each problem on its step's field with the step's message (shown at the top of the
 * step): name and email filled in (the blank ones marked), then the email's shape; a channel that can reach.
 */
function checkSignupRules(t: T) {
  return (ctx: ParsePayload<SignupFormValues>) => {
    const { full_name, email } = ctx.value;
    if (!full_name.trim() || !email.trim()) {
      if (!full_name.trim()) addProblem(ctx, 'full_name', t('errors.contactRequired'));
      if (!email.trim()) addProblem(ctx, 'email', t('errors.contactRequired'));
    } else if (!SIMPLE_EMAIL_PATTERN.test(email.trim())) {
      addProblem(ctx, 'email', t('errors.invalidEmail'));
    }
    if (!smsEnabled(ctx.value) && !ctx.value.email_notifications) addProblem(ctx, 'email_notifications', t('errors.channelRequired'));
  };
}

const signupFields = (t: T) => ({
  full_name: z.string(),
  email: z.string(),
  phone_number: optionalText(phoneProblem),
  zip_code: optionalText(zipProblem),
  interested_topics: z.array(z.string()).check(z.minLength(1, t('errors.topicRequired'))),
  meeting_types: z.array(z.enum(SIGNUP_MEETING_TYPES)),
  sms_notifications: z.boolean(),
  email_notifications: z.boolean(),
  advance_notice_hours: z.number(),
});

/** The request body: trimmed, blanks as null, SMS off without a phone. */
function toSignupInput(v: SignupFormValues): SignupInput {
  return {
    full_name: v.full_name.trim(),
    email: v.email.trim(),
    phone_number: v.phone_number.trim() || null,
    zip_code: v.zip_code.trim() || null,
    interested_topics: v.interested_topics,
    meeting_types: v.meeting_types,
    sms_notifications: smsEnabled(v),
    email_notifications: v.email_notifications,
    advance_notice_hours: v.advance_notice_hours as SignupInput['advance_notice_hours'],
  };
}

/** The wizard: one schema, each step checking its own fields (STEP_FIELDS); its output is the signup body. */
export const signupFormSchema = (t: T) =>
  z.pipe(z.object(signupFields(t)).check(checkSignupRules(t)), z.transform(toSignupInput));

/** The manage page: the wizard's rules at once, and the alerts before the vote; the email address stays. */
export const manageFormSchema = (t: T) =>
  z.pipe(
    z
      .object({
        ...signupFields(t),
        agenda_alerts: z.enum(AGENDA_ALERT_MODES),
        keywords: optionalText(keywordsProblem),
        district: z.string(),
      })
      .check(checkSignupRules(t)),
    z.transform(({ agenda_alerts, keywords, district, ...values }): UpdateSubscriptionInput => {
      const { email: _email, ...input } = toSignupInput(values);
      return {
        ...input,
        agenda_alerts,
        alert_keywords: distinctKeywords(keywordList(keywords)),
        district: district === '' ? null : Number(district),
      };
    }),
  );

/** What the contact fields show: name and email are only marked (their message is the step's), phone and ZIP say why. */
export type ContactProblems = Partial<Record<ContactField, string | true>>;

export function contactProblems(errors: FieldErrors<SignupFormValues>): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of STEP_FIELDS[1]) {
    const message = errors[field]?.message;
    if (errors[field]) problems[field] = field === 'phone_number' || field === 'zip_code' ? (message ?? true) : true;
  }
  return problems;
}

/** The first step-level message among these fields (the server's field problems show by their fields instead). */
export function stepMessage(errors: FieldErrors<SignupFormValues>, fields: readonly (keyof SignupFormValues)[]): string | undefined {
  for (const field of fields) {
    if (field === 'phone_number' || field === 'zip_code') continue;
    const error = errors[field];
    if (error && error.type !== 'server' && error.message) return error.message;
  }
  return undefined;
}
