/**
 * "Speak up" on an item of a meeting to come (issue 32): the resident's stance and words in, the draft and its
 * recipients out. Recipients are never typed: the server picks them from the city's official list.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { emailToneSchema } from './enums.ts';
import { languageSchema } from './language-schema.ts';
import { CONTACT_LIMITS } from './representatives-limits.ts';
import { impersonatesOffice, OFFICE_NAME_MESSAGE } from './office-names.ts';
import { representativeSchema } from './representatives.ts';

export const SPEAK_UP_STANCES = ['support', 'oppose', 'question'] as const;
export type SpeakUpStance = (typeof SPEAK_UP_STANCES)[number];

/** Said when a message comes without a stance, or with one outside the three (issue 49: never assumed). */
export const STANCE_REQUIRED_MESSAGE = 'Choose where you stand: support, oppose, or a question.';
/** Said when a draft or a send is about an item whose meeting has begun, or that a revised agenda pulled. */
export const MEETING_STARTED_MESSAGE = 'This meeting has begun, so written comments on its items are closed.';
export const ITEM_PULLED_MESSAGE = 'This item was pulled from the agenda, so the council will not take it up at this meeting.';

/** Said when a message names a sender other than the account holder (issue 49). */
export const NOT_ACCOUNT_NAME_MESSAGE = 'Your message carries the name on your account. To change it, edit your profile.';
/** The stance as stored and shown: one of the three. */
export const speakUpStanceSchema = z.enum(SPEAK_UP_STANCES);
/** The stance as a resident sends it: required, no default, with a message a person can act on. */
const chosenStanceSchema = z.enum(SPEAK_UP_STANCES, { error: () => STANCE_REQUIRED_MESSAGE });

/** A name a person signs with: one line, no title or office (contract/office-names.ts). */
export const residentNameSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'Use one line, without line breaks')
    .refine((value) => !impersonatesOffice(value), OFFICE_NAME_MESSAGE);

/** `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/draft` */
export const speakUpDraftInputSchema = z.strictObject({
  stance: chosenStanceSchema,
  /** A few lines in the resident's words; the draft states the stance on the item's facts without them. */
  text: z.string().trim().max(CONTACT_LIMITS.issueMaxLength, 'The message is limited to 5,000 characters').default(''),
  tone: emailToneSchema.default('formal'),
  language: languageSchema.default('en'),
  /** The resident's district (saved address or the district finder); null writes to the council as a whole. */
  district: z.number().int().positive().nullable().default(null),
  all_councilors: z.boolean().default(false),
  sender_name: residentNameSchema(CONTACT_LIMITS.senderNameMaxLength).optional(),
});
export type SpeakUpDraftInput = z.input<typeof speakUpDraftInputSchema>;

export const speakUpDraftSchema = z.object({
  /** The councilors written to, then the Council Secretary for the record. */
  recipients: z.array(representativeSchema),
  subject: z.string(),
  body: z.string(),
  engine: z.enum(['offline', 'llm']).optional(),
  /** Opens the resident's own mail app with everything filled in; always offered. */
  mailto: z.string(),
});
export type SpeakUpDraft = z.infer<typeof speakUpDraftSchema>;

/** A mailto: link to the recipients with subject and body, percent-encoded so no header can be smuggled in. */
export function mailtoLink(to: string[], subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to.map(encodeURIComponent).join(',')}?${query}`;
}

/**
 * Sends from our server: per resident, and per resident and item, so a message cannot become a flood; per client
 * network (an IPv6 /64, an IPv4 address) and for the whole site, messages and recipients an hour, so many accounts
 * cannot make it a relay to the council (issue 51); and a few links at most, so it cannot carry a spam run.
 */
export const SPEAK_UP_SEND_LIMITS = {
  perResident: 10,
  perResidentWindowMs: 60 * 60 * 1000,
  perItem: 2,
  perItemWindowMs: 24 * 60 * 60 * 1000,
  /** Messages an hour from one client network, whoever is signed in. */
  perNetwork: 20,
  /** Addresses written to an hour from one client network (every councilor and the Secretary is 10 or so). */
  recipientsPerNetwork: 100,
  /** Messages and addresses an hour from the whole site: far above a busy week's hour, far below a relay's. */
  perSite: 300,
  recipientsPerSite: 2_000,
  perHourWindowMs: 60 * 60 * 1000,
  linksPerMessage: 2,
  subjectMaxLength: 200,
  bodyMaxLength: 10_000,
} as const;

export const TOO_MANY_LINKS_MESSAGE = `A message to the council may carry at most ${SPEAK_UP_SEND_LIMITS.linksPerMessage} links.`;

/** Web addresses in a text: with a scheme, or starting with www. */
export function linkCount(text: string): number {
  return text.match(/\b(?:https?:\/\/|www\.)[^\s<>"]+/gi)?.length ?? 0;
}

/** A header value may not carry a line break: it would start a header of its own. */
const oneLine = (max: number) =>
  z.string().trim().min(1).max(max).refine((value) => !/[\r\n]/.test(value), 'Use one line, without line breaks');

/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/send`: the reviewed draft, sent from our server for a
 * signed-in resident whose email is verified. The recipients are chosen again on the server from the district.
 */
export const speakUpSendInputSchema = z.strictObject({
  stance: chosenStanceSchema,
  district: z.number().int().positive().nullable().default(null),
  all_councilors: z.boolean().default(false),
  /**
   * The account holder's name, which the message always carries (issue 49); sent only to be checked: a name
   * other than the account's is refused, never sent.
   */
  sender_name: residentNameSchema(CONTACT_LIMITS.senderNameMaxLength).optional(),
  subject: oneLine(SPEAK_UP_SEND_LIMITS.subjectMaxLength),
  body: z
    .string()
    .trim()
    .min(1)
    .max(SPEAK_UP_SEND_LIMITS.bodyMaxLength, 'The message is limited to 10,000 characters')
    .refine((value) => linkCount(value) <= SPEAK_UP_SEND_LIMITS.linksPerMessage, TOO_MANY_LINKS_MESSAGE),
  language: languageSchema.default('en'),
  /** Agrees to be counted, never named, in "N residents wrote about this item". */
  counted: z.boolean().default(false),
});
export type SpeakUpSendInput = z.input<typeof speakUpSendInputSchema>;

/** The proof of a send, kept for the resident and shown on their dashboard. */
export const speakUpReceiptSchema = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  agenda_item_id: z.number().int(),
  item_number: z.string(),
  item_title: z.string(),
  stance: speakUpStanceSchema,
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  message_id: z.string(),
  sent_at: isoDateTimeSchema,
  /** Counted, never named, among the residents who wrote about the item; false once they withdraw. */
  counted: z.boolean(),
  /**
   * True while the clerk's pause holds the message to the council (issue 51): kept, and sent once when sending
   * resumes; the resident's copy is sent at once.
   */
  held: z.boolean(),
  /** True when the clerk withheld the held message as spam: it was not, and will not be, sent to the council. */
  withheld: z.boolean(),
});
export type SpeakUpReceipt = z.infer<typeof speakUpReceiptSchema>;

/** Receipts shown on the dashboard, newest first. */
export const SPEAK_UP_RECEIPTS_SHOWN = 5;

/**
 * `GET /api/v1/meetings/{id}/speak-up/counts`: residents who wrote about each item and how they leaned, counting
 * only those who agreed to be counted, each verified resident once per item (their newest message's stance),
 * never a name (issues 32, 49).
 */
export const speakUpTallySchema = z.object({
  residents: z.number().int().positive(),
  support: z.number().int().min(0),
  oppose: z.number().int().min(0),
  question: z.number().int().min(0),
});
export type SpeakUpTally = z.infer<typeof speakUpTallySchema>;

export const speakUpCountsSchema = z.object({
  items: z.array(speakUpTallySchema.extend({ agenda_item_id: z.number().int() })),
});
export type SpeakUpCounts = z.infer<typeof speakUpCountsSchema>;
