/**
 * One schema per contact form, with the spec's messages (§5) through i18next: the address of both tools, and
 * the concern of the contact wizard, whose output is the part of the contract's `ComposeEmailInput` the
 * resident types (the address and representatives come from the lookup). Written with zod's mini build, like
 * the account forms (decision 026), and without the contract's schemas: the contact pages carry no other zod.
 */
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import type { EmailTone } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import type { ComposeEmailInput } from '#contract/representatives.ts';

type T = TFunction<'contact'>;

/** The tones in the order shown. Typed here rather than imported so the page does not pull zod in with enums.ts. */
export const TONES = ['friendly', 'formal', 'urgent'] as const satisfies readonly EmailTone[];
// Fails to compile if contract/enums.ts gains a tone that is not offered here.
const allTonesOffered: Exclude<EmailTone, (typeof TONES)[number]> extends never ? true : false = true;
void allTonesOffered;

/** The letter languages in the order shown. */
export const LETTER_LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];

/** Find representatives, find your district: the address must not be blank. */
export const addressFormSchema = (t: T) =>
  z.object({ address: z.string().check(z.trim(), z.minLength(1, t('messages.addressRequired'))) });

/** The concern as the wizard holds it while the resident writes. */
export interface IssueDraft {
  issue: string;
  tone: EmailTone;
  /** The letter's language; starts as the page's. */
  letterLanguage: Language;
  senderName: string;
}

/** What the resident typed, as the compose call takes it. */
export type IssueInput = Required<Pick<ComposeEmailInput, 'issue' | 'tone' | 'language'>> & Pick<ComposeEmailInput, 'sender_name'>;

/**
 * Compose (spec §5): the issue must not be blank, and the representatives must have been looked up; both
 * problems show at once, the second by the recipients (it is not a field the resident types).
 */
export const issueFormSchema = (t: T, representativesFound: boolean) =>
  z.pipe(
    z
      .object({
        issue: z.string().check(z.trim(), z.minLength(1, t('messages.issueRequired'))),
        tone: z.enum(TONES),
        letterLanguage: z.enum(LETTER_LANGUAGES),
        senderName: z.string().check(z.trim()),
      })
      .check((ctx) => {
        if (representativesFound) return;
        ctx.issues.push({ code: 'custom', path: ['representatives'], message: t('messages.representativesRequired'), input: ctx.value });
      }),
    z.transform(({ issue, tone, letterLanguage, senderName }): IssueInput => ({
      issue,
      tone,
      language: letterLanguage,
      sender_name: senderName || undefined,
    })),
  );
