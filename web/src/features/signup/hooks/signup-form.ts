/**
 * The signup form's state and the spec's rules (§5): step 1 needs a name and an x@y.z email, step 2 a topic,
 * the submit a channel. SMS counts only with a phone number (its checkbox is disabled without one), and an
 * empty phone or ZIP is sent as null.
 */
import { phoneInputSchema, zipCodeSchema } from '../../../../../contract/auth.ts';
import { fieldMessageKey } from '../../../../../contract/field-messages.ts';
import { DEFAULT_ADVANCE_NOTICE_HOURS, type SignupMeetingType } from '../../../../../contract/enums.ts';
import { SIMPLE_EMAIL_PATTERN, type SignupInput } from '../../../../../contract/subscriptions.ts';
import { fieldIssueText } from '../../../lib/field-issue-text.ts';

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
export function prefillContact(v: SignupFormValues, known: KnownContact): SignupFormValues {
  return {
    ...v,
    full_name: v.full_name || known.full_name,
    email: v.email || known.email,
    zip_code: v.zip_code || (known.zip_code ?? ''),
  };
}

/** i18n keys (signup:errors.*) of the step-level problems, and field messages from the shared schemas. */
export interface StepProblems {
  form?: 'contactRequired' | 'invalidEmail' | 'topicRequired' | 'channelRequired';
  fields: Partial<Record<'full_name' | 'email' | 'phone_number' | 'zip_code', string | true>>;
}

export function contactProblems(v: Pick<SignupFormValues, 'full_name' | 'email' | 'phone_number' | 'zip_code'>): StepProblems {
  if (!v.full_name.trim() || !v.email.trim()) {
    return {
      form: 'contactRequired',
      fields: { ...(v.full_name.trim() ? {} : { full_name: true }), ...(v.email.trim() ? {} : { email: true }) },
    };
  }
  if (!SIMPLE_EMAIL_PATTERN.test(v.email.trim())) return { form: 'invalidEmail', fields: { email: true } };
  const fields: StepProblems['fields'] = {};
  const phone = phoneInputSchema.safeParse(v.phone_number);
  if (v.phone_number.trim() && !phone.success) fields.phone_number = sharedRuleText(phone.error.issues[0]);
  const zip = zipCodeSchema.safeParse(v.zip_code);
  if (v.zip_code.trim() && !zip.success) fields.zip_code = sharedRuleText(zip.error.issues[0]);
  return { fields };
}

/**
 * A shared schema's problem in the page's language: its English message is one the server also sends, named in
 * contract/field-messages.ts, so it reads as the server's would (decision 031), never English on a Spanish page.
 */
function sharedRuleText(issue: { code: string; message: string } | undefined): string | true {
  if (!issue) return true;
  return fieldIssueText({ field: '', location: 'body', code: issue.code, message: issue.message, key: fieldMessageKey(issue.message) });
}

export function topicProblems(v: Pick<SignupFormValues, 'interested_topics'>): StepProblems {
  return v.interested_topics.length === 0 ? { form: 'topicRequired', fields: {} } : { fields: {} };
}

/** SMS is on only when chosen and a phone number is there to receive it. */
export function smsEnabled(v: Pick<SignupFormValues, 'sms_notifications' | 'phone_number'>): boolean {
  return v.sms_notifications && v.phone_number.trim() !== '';
}

export function channelProblems(v: SignupFormValues): StepProblems {
  return !smsEnabled(v) && !v.email_notifications ? { form: 'channelRequired', fields: {} } : { fields: {} };
}

export function hasProblems(p: StepProblems): boolean {
  return p.form !== undefined || Object.keys(p.fields).length > 0;
}

/** The request body: trimmed, blanks as null, SMS off without a phone. */
export function toSignupInput(v: SignupFormValues): SignupInput {
  return {
    full_name: v.full_name.trim(),
    email: v.email.trim(),
    phone_number: v.phone_number.trim() || null,
    zip_code: v.zip_code.trim() || null,
    interested_topics: v.interested_topics,
    meeting_types: v.meeting_types as SignupInput['meeting_types'],
    sms_notifications: smsEnabled(v),
    email_notifications: v.email_notifications,
    advance_notice_hours: v.advance_notice_hours as SignupInput['advance_notice_hours'],
  };
}
