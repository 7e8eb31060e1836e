/**
 * Meeting alerts: the topic catalogue, the spec's signup form (§3 Signup form, §5 signup rules), a
 * subscription as the API returns it, and the manage-link calls. The web wizard and the server route validate
 * with the same schemas, so a rule cannot differ between the two.
 */
import { z } from 'zod';
import { ALERT_KEYWORD_LIMITS, ALERT_KEYWORD_MESSAGES, distinctKeywords } from './alert-keywords.ts';
import { emailSchema, fullNameSchema, phoneInputSchema, zipCodeSchema } from './auth.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';
import {
  advanceNoticeHoursSchema,
  agendaAlertModeSchema,
  DEFAULT_ADVANCE_NOTICE_HOURS,
  signupMeetingTypeSchema,
  topicCategorySchema,
} from './enums.ts';
import { languageSchema } from './language-schema.ts';

/** The spec's signup messages (§5, §8), word for word. */
export const SIGNUP_MESSAGES = {
  contactRequired: 'Please fill in your name and email address.',
  invalidEmail: 'Please enter a valid email address.',
  topicRequired: 'Please select at least one topic of interest.',
  channelRequired: 'Please enable at least one notification method (SMS or Email).',
  topicsLoadFailed: 'Failed to load notification topics. Please try refreshing the page.',
  alreadySubscribed: 'This email is already subscribed. Check your email for a link to update your preferences.',
  signupFailed: 'Signup failed. Please try again or contact support.',
  /** After a sign-up whose address must confirm (or that was already subscribed). */
  checkEmail:
    'Almost done: check your email. We sent a link to confirm your alerts (if this email is already subscribed, the email has a link to update your preferences instead).',
  signedUp: 'You are signed up. We emailed you a link to change your preferences at any time.',
  confirmed: 'Your alerts are confirmed. We emailed you a link to change your preferences at any time.',
  smsNeedsPhone: 'Add a phone number to receive SMS alerts.',
} as const;

/** The wizard's "simple x@y.z pattern" (spec §5 Signup step 1). */
export { SIMPLE_EMAIL_PATTERN } from './email-pattern.ts';

/** One entry of the topic catalogue (spec §3 Notification topic). */
export const notificationTopicSchema = z.object({
  id: z.number().int().positive(),
  /** The city's stable name of the topic, by which a page names it in the reader's language (issue 48). */
  slug: z.string(),
  category: topicCategorySchema,
  display_name: z.string(),
  description: z.string(),
  /**
   * The description in Spanish, from the city's topics file, with the names it keeps in English (a page marks each
   * `lang="en"`); absent where the city wrote none.
   */
  description_es: z.object({ text: z.string(), names: z.array(z.string()) }).optional(),
  /** An emoji shown next to the name. */
  icon: z.string(),
});
export type NotificationTopic = z.infer<typeof notificationTopicSchema>;
export const topicListSchema = z.array(notificationTopicSchema);

/** Topic ids as the wizard sends them: strings of digits (numbers are accepted too). */
const topicIdSchema = z
  .union([z.string().trim().regex(/^\d{1,9}$/, 'Topic ids are numbers.'), idSchema])
  .transform((v) => Number(v));

/** A blank optional field is sent as null (spec §5); "" is read the same way. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Up to 10 keywords of 3 to 60 characters; blanks dropped, duplicates (any case) once (alert-keywords.ts). */
export const alertKeywordsSchema = z
  .array(z.string().trim().max(ALERT_KEYWORD_LIMITS.maxLength, ALERT_KEYWORD_MESSAGES.tooLong))
  .max(ALERT_KEYWORD_LIMITS.maxCount, ALERT_KEYWORD_MESSAGES.tooMany)
  .transform(distinctKeywords)
  .refine((words) => words.every((w) => w.length >= ALERT_KEYWORD_LIMITS.minLength), ALERT_KEYWORD_MESSAGES.tooShort);

/** A matter a subscriber follows, by the clerk's file number. */
export const followedItemSchema = z.object({
  file_number: z.string(),
  title: z.string(),
  /** Null until the address confirmed the follow by its emailed link. */
  confirmed_at: isoDateTimeSchema.nullable(),
});
export type FollowedItem = z.infer<typeof followedItemSchema>;

/** The preferences a subscriber can change later: everything but the email address. */
export const subscriptionPreferencesSchema = z.object({
  full_name: fullNameSchema,
  /** US number as typed; stored as E.164. Required when sms_notifications is on. */
  phone_number: z.preprocess(blankToNull, phoneInputSchema.nullable()).default(null),
  zip_code: z.preprocess(blankToNull, zipCodeSchema.nullable()).default(null),
  /** Ids of notification topics (at least one; spec §5 Signup step 2). */
  interested_topics: z
    .array(topicIdSchema)
    .min(1, SIGNUP_MESSAGES.topicRequired)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
  /** Kinds of meeting to be reminded of; regular_council is the default (spec §9). */
  meeting_types: z
    .array(signupMeetingTypeSchema)
    .max(20)
    .default(['regular_council'])
    .transform((types) => [...new Set(types)]),
  /** Defaults to on when a phone number is given (spec §9: both channels on by default). */
  sms_notifications: z.boolean().optional(),
  email_notifications: z.boolean().default(true),
  /** Hours before a meeting that its reminder goes out: 1, 4, 12, 24 (default), 48 or 168. */
  advance_notice_hours: advanceNoticeHoursSchema.default(DEFAULT_ADVANCE_NOTICE_HOURS),
  /** Agenda alerts: immediate (the default on sign-up), daily, weekly or off. Left out of an update: unchanged. */
  agenda_alerts: agendaAlertModeSchema.optional(),
  /** Words or phrases looked for in posted agenda items. Left out of an update: unchanged. */
  alert_keywords: alertKeywordsSchema.optional(),
  /** The subscriber's council district (items naming it or its councilor alert). Left out of an update: unchanged. */
  district: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(99).nullable()).optional(),
});

/** Rules across fields, shared by signup and update. */
function checkChannels(
  value: { sms_notifications?: boolean; email_notifications: boolean; phone_number: string | null },
  ctx: z.RefinementCtx,
) {
  const sms = value.sms_notifications ?? value.phone_number !== null;
  if (!sms && !value.email_notifications) {
    ctx.addIssue({ code: 'custom', path: ['email_notifications'], message: SIGNUP_MESSAGES.channelRequired });
  }
  if (sms && !value.phone_number) {
    ctx.addIssue({ code: 'custom', path: ['sms_notifications'], message: SIGNUP_MESSAGES.smsNeedsPhone });
  }
}

/** Fills in the SMS default once the phone number is known. */
function withSmsDefault<T extends { sms_notifications?: boolean; phone_number: string | null }>(value: T) {
  return { ...value, sms_notifications: value.sms_notifications ?? value.phone_number !== null };
}

/** `POST /subscriptions/signup`: the spec's signup form. */
export const signupInputSchema = subscriptionPreferencesSchema
  .extend({
    email: emailSchema,
    /** The language alerts and SMS replies go out in: the page's language when the form was sent. */
    language: languageSchema.default('en'),
  })
  .superRefine(checkChannels)
  .transform(withSmsDefault);
export type SignupInput = z.input<typeof signupInputSchema>;

/** `PUT /subscriptions/{id}`: replaces the preferences (the email address stays). */
export const updateSubscriptionInputSchema = subscriptionPreferencesSchema
  .superRefine(checkChannels)
  .transform(withSmsDefault);
export type UpdateSubscriptionInput = z.input<typeof updateSubscriptionInputSchema>;

/** "My block" radii (issue 31), in metres: about 300 feet, a quarter mile, a mile. */
export const NEARBY_RADII = { block: 91, quarter_mile: 402, mile: 1609 } as const;
export const nearbyRadiusSchema = z.enum(['block', 'quarter_mile', 'mile']);
export type NearbyRadius = z.infer<typeof nearbyRadiusSchema>;

export const NEARBY_MESSAGES = {
  addressRequired: 'Enter the street address to watch, like 175 E. 2nd St.',
  notFound: 'We could not place that address. Check the number and street, like 175 E. 2nd St.',
  outsideCity: 'That address is outside the city, so no agenda item is near it.',
  unavailable: 'The address service could not be reached and our own map could not place that address. Try again later.',
} as const;

/** `PUT /subscriptions/{id}/nearby`: watch the items near an address. */
export const saveNearbyInputSchema = z.object({
  address: z.string().trim().min(1, NEARBY_MESSAGES.addressRequired).max(300),
  radius: nearbyRadiusSchema,
  /** Keep the typed text to show it back (the point is kept either way, rounded to about 50 m). */
  remember_address: z.boolean().default(true),
});
export type SaveNearbyInput = z.input<typeof saveNearbyInputSchema>;

/** The saved place: a point rounded to about 50 m, the radius, and the typed text if the resident kept it. */
export const nearbySchema = z.object({
  radius: nearbyRadiusSchema,
  radius_meters: z.number().int().positive(),
  lat: z.number(),
  lng: z.number(),
  address: z.string().nullable(),
});
export type Nearby = z.infer<typeof nearbySchema>;

/** A subscription as the API returns it. */
export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  full_name: z.string(),
  email: z.string(),
  /** E.164, e.g. +19185550123. */
  phone_number: z.string().nullable(),
  zip_code: z.string().nullable(),
  /** Topic ids as strings, as the signup form sends them. */
  interested_topics: z.array(z.string()),
  meeting_types: z.array(signupMeetingTypeSchema),
  sms_notifications: z.boolean(),
  email_notifications: z.boolean(),
  advance_notice_hours: z.number().int(),
  agenda_alerts: agendaAlertModeSchema,
  alert_keywords: z.array(z.string()),
  district: z.number().int().nullable(),
  followed_items: z.array(followedItemSchema),
  /** "My block": agenda items within the radius of this place alert (issue 31); null when none is saved. */
  nearby: nearbySchema.nullable(),
  /** The language every alert of this subscription is written in. */
  language: languageSchema,
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  /** Set once the subscriber unsubscribed; nothing is sent afterwards (and name, phone and ZIP read empty). */
  unsubscribed_at: isoDateTimeSchema.nullable(),
  /** Set once the address confirmed by the emailed link (double opt-in); nothing is sent before. */
  confirmed_at: isoDateTimeSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * `POST /subscriptions/signup` → 202 with `confirmation_required` (an email went to the address: a link to
 * confirm, or, if it is already subscribed, its manage link; the answer is the same, so it tells no one which
 * emails are subscribed), or 201 with the subscription when a signed-in user signs up their own verified email.
 */
export const signupResponseSchema = z.object({
  /** Present when the subscription is live at once (a signed-in user's verified email). */
  subscription: subscriptionSchema.optional(),
  /** True when the subscriber must open the emailed link before any alert. */
  confirmation_required: z.boolean(),
  /** What happens next, for the success screen. */
  message: z.string(),
});

/** `POST /subscriptions/confirm`: the token of the confirmation email. */
export const confirmSubscriptionInputSchema = z.object({ token: z.string().trim().min(10).max(300) });
export const confirmSubscriptionResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /**
   * A manage link's token for the subscription just confirmed (the welcome email carries the same), so the
   * confirmation page can offer "my block" at once (issue 49).
   */
  manage_token: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** `?token=` of the manage link, accepted by GET/PUT/DELETE /subscriptions/{id} instead of a sign-in. */
export const manageTokenQuerySchema = z.object({
  token: z.string().trim().min(10).max(300).optional(),
});

/** The clerk's file number of a matter (`24-1045-1`): the same at every meeting it comes to. */
/**
 * A file number as a clerk writes it: a PDF city's "24-1045-1", a Legistar city's "Int 0750-2026" or "LU 0123-2026"
 * (issue 47). Letters, digits, spaces and dashes, with a digit somewhere: it is a path segment of the feeds and the
 * dossier, so no slash or dot.
 */
export const fileNumberSchema = z
  .string()
  .trim()
  .regex(/^(?=.*\d)[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/, 'A file number looks like 24-1045-1.');

/**
 * `POST /item-follows`: follow a matter. Signed in with a verified email, the follow is live at once; otherwise
 * `email` is required and the follow waits for the link emailed to it.
 */
export const followItemInputSchema = z.object({
  file_number: fileNumberSchema,
  email: emailSchema.optional(),
  /** The page's language: the confirmation email, and the alerts of a subscription this starts, are in it. */
  language: languageSchema.default('en'),
});
export const followItemResponseSchema = z.object({
  /** False when the follow is live now; true when a confirmation link was emailed. */
  confirmation_required: z.boolean(),
  message: z.string(),
});
export const FOLLOW_MESSAGES = {
  following: 'You are following this item. We will alert you when it is on an agenda.',
  checkEmail: 'Check your email: open the link we sent to start following this item.',
  confirmed: 'You are following this item. We will alert you when it is on an agenda.',
  emailRequired: 'Enter your email address, or sign in, to follow this item.',
  unknownItem: 'No agenda item has this file number.',
} as const;

/** `POST /subscriptions/test-sms`. */
export const testSmsInputSchema = z.object({
  subscription_id: idSchema,
});

export { subscriptionIdFromToken } from './manage-token.ts';
