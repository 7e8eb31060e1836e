/**
 * Step 2: the concern in a 5-row textarea (at most 5,000 characters), the tone, the letter's language (chosen
 * apart from the page's: a resident may read the site in Spanish and write in English, or the other way) and an
 * optional name.
 */
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '#contract/representatives-limits.ts';
import type { Representative } from '#contract/representatives.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { type IssueDraft, type IssueInput, LETTER_LANGUAGES, TONES } from './contact-form-schemas.ts';
import styles from './contact.module.css';

export function IssueStep({
  form,
  representatives,
  busy,
  onBack,
  onGenerate,
}: {
  /** The wizard's concern form (issueFormSchema): it outlives this step, so Regenerate on step 3 reads it. */
  form: UseFormReturn<IssueDraft, unknown, IssueInput>;
  representatives: Representative[];
  busy: boolean;
  onBack: () => void;
  onGenerate: () => void;
}) {
  const { t, i18n } = useTranslation('contact');
  const id = useId();
  const { register, watch, formState: { errors } } = form;
  const issueError = errors.issue?.message;
  const representativesError = (errors as { representatives?: { message?: string } }).representatives?.message;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      noValidate
    >
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
        {representativesError && (
          <p className={styles.error} role="alert">
            {representativesError}
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
          {...register('issue')}
          aria-invalid={issueError ? true : undefined}
          aria-describedby={`${id}-issue-hint ${id}-issue-count${issueError ? ` ${id}-issue-error` : ''}`}
        />
        <p className={styles.hint} id={`${id}-issue-count`}>
          {t('issue.count', {
            count: watch('issue').length,
            max: formatNumber(CONTACT_LIMITS.issueMaxLength, i18n.language),
          })}
        </p>
        {issueError && (
          <p className={styles.error} id={`${id}-issue-error`} role="alert">
            {issueError}
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
                value={tone}
                {...register('tone')}
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
                value={language}
                {...register('letterLanguage')}
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
          {...register('senderName')}
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
