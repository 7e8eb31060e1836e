/**
 * The dialog's form of "Report an error" (report-error-button.tsx), loaded when a reader opens it: it carries the
 * contract's schema, which the meeting page need not download for readers who never report.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CORRECTION_LIMITS,
  type CreateErrorReportInput,
  createErrorReportInputSchema,
  type ReportTarget,
} from '#contract/corrections.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useReportError } from '../api/report-error.ts';
import styles from './corrections.module.css';

export interface ReportErrorButtonProps {
  meetingId: number;
  target: ReportTarget;
  itemNumber?: string | null;
  /** The vote's place among the meeting's votes (0-based), for a vote. */
  votePosition?: number;
  /** What the report is about, for the button's accessible name and the dialog ("Item 7.a.", "Vote 2"). */
  context: string;
}

type FieldErrors = Partial<Record<'message' | 'email', string>>;

/** The message field takes the focus: the form mounts after the dialog opened, so a keyboard user types at once. */
function markAutofocus(element: HTMLElement | null) {
  element?.setAttribute('autofocus', '');
  element?.focus();
}

export function ReportErrorForm({ meetingId, target, itemNumber, votePosition, context, onClose }: ReportErrorButtonProps & { onClose(): void }) {
  const { t } = useTranslation('meetings');
  const id = useId();
  const mutation = useReportError();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input: CreateErrorReportInput = {
      meeting_id: meetingId,
      target,
      message: message.trim(),
      ...(itemNumber ? { item_number: itemNumber } : {}),
      ...(votePosition !== undefined ? { vote_position: votePosition } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    };
    const parsed = createErrorReportInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'message') next.message = t('report.messageInvalid', { min: CORRECTION_LIMITS.messageMin, max: CORRECTION_LIMITS.messageMax });
        if (issue.path[0] === 'email') next.email = t('report.emailInvalid');
      }
      setErrors(next);
      if (!next.message && !next.email) setFailure(t('report.failed'));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) setFailure(error.userMessage);
        else if (error instanceof ApiError && error.status === 400) {
          const fields = error.fieldErrors();
          setErrors({ message: fields.message, email: fields.email });
          setFailure(fields.message || fields.email ? null : error.userMessage);
        } else setFailure(t('report.failed'));
      },
    });
  }

  if (mutation.isSuccess) {
    return (
      <div>
        <p className={styles.success} role="status">
          {t('report.thanks')}
        </p>
        <div className={styles.buttons}>
          <Button onClick={onClose} autoFocus>
            {t('report.close')}
          </Button>
        </div>
      </div>
    );
  }

  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.context}>{t('report.about', { context })}</p>
      <div className={formStyles.field}>
        <div className={formStyles.labelRow}>
          <label htmlFor={messageId} className={formStyles.label}>
            {t('report.message')}
          </label>
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
        </div>
        <p id={hintId} className={formStyles.hint}>
          {t('report.messageHint')}
        </p>
        <textarea
          id={messageId}
          className={`${formStyles.input} ${styles.textarea}`}
          rows={5}
          required
          maxLength={CORRECTION_LIMITS.messageMax}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[hintId, errors.message ? errorId : null].filter(Boolean).join(' ')}
          // The native attribute, not React's autoFocus: showModal() runs after this mounts and focuses the
          // element marked autofocus (else the close button), so the reader can type at once.
          ref={markAutofocus}
        />
        {errors.message && (
          <p id={errorId} className={formStyles.error} role="alert">
            {errors.message}
          </p>
        )}
      </div>
      <TextField
        label={t('report.email')}
        type="email"
        autoComplete="email"
        optional
        hint={t('report.emailHint')}
        maxLength={CORRECTION_LIMITS.emailMax}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      {failure && (
        <p className={formStyles.formError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </div>
    </form>
  );
}
