/**
 * The name a message sent for a resident carries (issue 49): the account holder's, as they registered it or
 * changed it on their profile (an email they proved is theirs stands behind it), never a name typed for one
 * message, and never an office ("Councilor Laura Bellis"). The send may name the sender only to check it.
 */
import type { Language } from '#contract/languages.ts';
import { impersonatesOffice, OFFICE_NAME_MESSAGE } from '#contract/office-names.ts';
import { NOT_ACCOUNT_NAME_MESSAGE } from '#contract/speak-up.ts';
import type { UserRow } from '../db/schema.ts';
import { t } from '../i18n.ts';
import { fieldError } from '../lib/app-error.ts';

const comparable = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The account's name, or a 400 naming `sender_name` when it is an office or the typed name is another one. */
export function accountSenderName(user: Pick<UserRow, 'full_name'>, typed: string | undefined, lng: Language): string {
  const name = user.full_name.replace(/\s+/g, ' ').trim();
  // An account made before names were checked may carry a title: it is refused until the profile is changed.
  if (impersonatesOffice(name)) throw fieldError('sender_name', 'office_name', OFFICE_NAME_MESSAGE, { summary: t('speakUp.officeName', {}, lng) });
  if (typed !== undefined && comparable(typed) !== comparable(name)) {
    throw fieldError('sender_name', 'not_account_name', NOT_ACCOUNT_NAME_MESSAGE, { summary: t('speakUp.notAccountName', {}, lng) });
  }
  return name;
}
