/**
 * The resident's side of "speak up": stance, district (their councilor; the district finder helps), optionally
 * every councilor, their name and a few lines. "Draft my message" asks the server, which picks the recipients
 * from the city's official list; the review step follows. No stance is chosen for the resident (issue 49): a
 * draft asked for without one says so by the choice and moves focus there. A signed-in resident's message carries
 * the name on their account, shown here with where to change it; a signed-out one types the name their own mail
 * app will send.
 */
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '#contract/languages.ts';
import { CONTACT_LIMITS } from '#contract/representatives-limits.ts';
import { SPEAK_UP_STANCES, type SpeakUpStance } from '#contract/speak-up.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { districtNumbers, useCity } from '#web/lib/city.ts';
import { useSavedAddress } from '#web/lib/saved-address.ts';
import { useSpeakUpDraft } from '../../api/speak-up-send.ts';
import type { SpeakUpItem } from './speak-up-item.ts';
import { SpeakUpReview } from './speak-up-review.tsx';

export function SpeakUpForm({ item }: { item: SpeakUpItem }) {
  const { t, i18n } = useTranslation('meetings');
  const city = useCity();
  const { user } = useAuth();
  const id = useId();
  const draft = useSpeakUpDraft(item.meetingId, item.itemId);
  const [stance, setStance] = useState<SpeakUpStance | null>(null);
  const [stanceMissing, setStanceMissing] = useState(false);
  const firstStance = useRef<HTMLInputElement>(null);
  // The district of the resident's saved address (or their alerts') until they choose another one here.
  const saved = useSavedAddress(Boolean(user));
  const savedDistrict = saved.data?.district ? String(saved.data.district) : '';
  const [chosen, setChosen] = useState<string | null>(null);
  const district = chosen ?? savedDistrict;
  const [all, setAll] = useState(false);
  const [typedName, setName] = useState('');
  const name = user ? user.full_name : typedName;
  const [text, setText] = useState('');
  const language = toLanguage(i18n.language);
  const districtNumber = district ? Number(district) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stance === null) {
      setStanceMissing(true);
      firstStance.current?.focus();
      return;
    }
    // Signed in, the server signs with the account's name; the typed one only writes the mail-app letter.
    const senderName = user ? user.full_name : typedName.trim();
    const sender = senderName ? { sender_name: senderName } : {};
    draft.mutate({ stance, district: districtNumber, all_councilors: all, text, language, ...sender });
  };
  const fields = draft.error instanceof ApiError ? draft.error.fieldErrors() : {};
  const problem = problemAboveButton(draft.error, fields, t('speakUp.failed'));
  if (draft.data && stance) return <SpeakUpReview item={item} draft={draft.data} choice={{ stance, district: districtNumber, all_councilors: all }} language={language} />;
  const stanceError = stanceMissing && stance === null ? t('speakUp.stanceRequired') : (fields.stance ?? null);
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p>{item.title}</p>
      <StanceChoice id={id} stance={stance} onChange={setStance} error={stanceError} firstRef={firstStance} />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-district`} className={formStyles.label}>
          {t('speakUp.district')}
        </label>
        <p id={`${id}-district-hint`} className={formStyles.hint}>
          {savedDistrict && district === savedDistrict ? (
            <>
              {t(saved.data?.source === 'profile' ? 'speakUp.savedDistrict' : 'speakUp.alertsDistrict', { number: savedDistrict })}{' '}
              <Link to="/profile">{t('speakUp.changeAddress')}</Link>
            </>
          ) : (
            <Link to="/contact-representatives/find-district">{t('speakUp.findDistrict')}</Link>
          )}
        </p>
        <select id={`${id}-district`} aria-describedby={`${id}-district-hint`} className={formStyles.input} value={district} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('speakUp.noDistrict')}</option>
          {districtNumbers(city).map(String).map((n) => (
            <option key={n} value={n}>
              {t('speakUp.districtOption', { number: n })}
            </option>
          ))}
        </select>
      </div>
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
        {t('speakUp.allCouncilors')}
      </label>
      <SenderName signedIn={Boolean(user)} name={name} typedName={typedName} error={fields.sender_name ?? null} onChange={setName} />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-text`} className={formStyles.label}>
          {t('speakUp.text')} <span className={formStyles.optional}>{t('speakUp.optional')}</span>
        </label>
        <textarea id={`${id}-text`} className={formStyles.input} rows={CONTACT_LIMITS.issueRows} maxLength={CONTACT_LIMITS.issueMaxLength} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {problem && (
        <p className={formStyles.formError} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={draft.isPending}>
        {draft.isPending ? t('speakUp.drafting') : t('speakUp.draft')}
      </Button>
    </form>
  );
}

/** A stance or name problem is shown by its field; any other (a meeting begun, an item pulled) above the button. */
function problemAboveButton(error: unknown, fields: Record<string, string | undefined>, failed: string): string | null {
  if (!(error instanceof ApiError)) return error ? failed : null;
  if (fields.stance ?? fields.sender_name) return null;
  return fields.item ?? fields.district ?? error.userMessage;
}

interface StanceChoiceProps {
  id: string;
  stance: SpeakUpStance | null;
  onChange: (stance: SpeakUpStance) => void;
  error: string | null;
  firstRef: RefObject<HTMLInputElement | null>;
}

/** The three stances, none chosen for the resident (issue 49); the first takes focus when the draft lacks one. */
function StanceChoice({ id, stance, onChange, error, firstRef }: StanceChoiceProps) {
  const { t } = useTranslation('meetings');
  return (
    <fieldset className={formStyles.field} aria-describedby={error ? `${id}-stance-error` : undefined}>
      <legend className={formStyles.label}>{t('speakUp.stance')}</legend>
      {SPEAK_UP_STANCES.map((value, index) => (
        <label key={value} className={formStyles.checkbox}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={`${id}-stance`}
            value={value}
            checked={stance === value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(value)}
          />
          {t(`speakUp.stances.${value}`)}
        </label>
      ))}
      {error && (
        <p id={`${id}-stance-error`} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface SenderNameProps {
  signedIn: boolean;
  name: string;
  typedName: string;
  error: string | null;
  onChange: (name: string) => void;
}

/** Signed in: the account's name, with where to change it. Signed out: the name their own mail app will send. */
function SenderName({ signedIn, name, typedName, error, onChange }: SenderNameProps) {
  const { t } = useTranslation('meetings');
  if (!signedIn) {
    return (
      <TextField
        label={t('speakUp.name')}
        optional
        autoComplete="name"
        maxLength={CONTACT_LIMITS.senderNameMaxLength}
        value={typedName}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={formStyles.field}>
      <p className={formStyles.hint}>
        {t('speakUp.accountName', { name })} <Link to="/profile">{t('speakUp.changeName')}</Link>
      </p>
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
