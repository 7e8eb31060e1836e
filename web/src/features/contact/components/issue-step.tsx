/**
 * Step 2: the concern in a 5-row textarea (at most 5,000 characters), the tone, the letter's language (chosen
 * apart from the page's: a resident may read the site in Spanish and write in English, or the other way) and an
 * optional name.
 */
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailTone } from '../../../../../contract/enums.ts';
import type { Language } from '../../../../../contract/languages.ts';
import { CONTACT_LIMITS } from '../../../../../contract/representatives-limits.ts';
import type { Representative } from '../../../../../contract/representatives.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './contact.module.css';

/** The tones in the order shown. Typed here rather than imported so the page does not pull zod in with enums.ts. */
const TONES = ['friendly', 'formal', 'urgent'] as const satisfies readonly EmailTone[];
// Fails to compile if contract/enums.ts gains a tone that is not offered here.
const allTonesOffered: Exclude<EmailTone, (typeof TONES)[number]> extends never ? true : false = true;
void allTonesOffered;

/** The letter languages in the order shown. */
const LETTER_LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];

export interface IssueDraft {
  issue: string;
  tone: EmailTone;
  /** The letter's language; starts as the page's. */
  letterLanguage: Language;
  senderName: string;
}

export function IssueStep({
  draft,
  representatives,
  errors,
  busy,
  onChange,
  onBack,
  onGenerate,
}: {
  draft: IssueDraft;
  representatives: Representative[];
  errors: { issue?: string; representatives?: string };
  busy: boolean;
  onChange: (draft: IssueDraft) => void;
  onBack: () => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation('contact');
  const id = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <h2>{t('steps.describe')}</h2>
      <div className={styles.field}>
        <span className={styles.label} id={`${id}-recipients`}>
          {t('issue.recipients')}
        </span>
        {representatives.length > 0 ? (
          <ul className={styles.chips} aria-labelledby={`${id}-recipients`}>
            {representatives.map((rep) => (
              <li key={`${rep.position}-${rep.name}`} className={styles.chip}>
                {rep.name} · {rep.position}
              </li>
            ))}
          </ul>
        ) : null}
        {errors.representatives && (
          <p className={styles.error} role="alert">
            {errors.representatives}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-issue`}>
          {t('issue.label')}
        </label>
        <p className={styles.hint} id={`${id}-issue-hint`}>
          {t('issue.hint')}
        </p>
        <textarea
          id={`${id}-issue`}
          className={styles.textarea}
          rows={CONTACT_LIMITS.issueRows}
          maxLength={CONTACT_LIMITS.issueMaxLength}
          value={draft.issue}
          onChange={(e) => onChange({ ...draft, issue: e.target.value })}
          aria-invalid={errors.issue ? true : undefined}
          aria-describedby={`${id}-issue-hint ${id}-issue-count${errors.issue ? ` ${id}-issue-error` : ''}`}
        />
        <p className={styles.hint} id={`${id}-issue-count`}>
          {t('issue.count', {
            count: draft.issue.length,
            max: CONTACT_LIMITS.issueMaxLength.toLocaleString('en-US'),
          })}
        </p>
        {errors.issue && (
          <p className={styles.error} id={`${id}-issue-error`} role="alert">
            {errors.issue}
          </p>
        )}
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('issue.tone')}</legend>
        <div className={styles.tones}>
          {TONES.map((tone) => (
            <label key={tone} className={styles.tone}>
              <input
                type="radio"
                name={`${id}-tone`}
                value={tone}
                checked={draft.tone === tone}
                onChange={() => onChange({ ...draft, tone })}
              />
              <span>
                {t(`issue.tones.${tone}`)}
                <span className={styles.toneHint}>{t(`issue.toneHints.${tone}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby={`${id}-language-hint`}>
        <legend className={styles.legend}>{t('issue.letterLanguage')}</legend>
        <p className={styles.hint} id={`${id}-language-hint`}>
          {t('issue.letterLanguageHint')}
        </p>
        <div className={styles.tones}>
          {LETTER_LANGUAGES.map((language) => (
            <label key={language} className={styles.tone}>
              <input
                type="radio"
                name={`${id}-language`}
                value={language}
                checked={draft.letterLanguage === language}
                onChange={() => onChange({ ...draft, letterLanguage: language })}
              />
              <span lang={language}>{t(`issue.letterLanguages.${language}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {t('issue.senderName')}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.senderNameMaxLength}
          value={draft.senderName}
          onChange={(e) => onChange({ ...draft, senderName: e.target.value })}
        />
      </div>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('issue.back')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('issue.generating') : t('issue.generate')}
        </Button>
      </div>
    </form>
  );
}
