/**
 * Uploading one minutes or agenda PDF by hand, for when the city's sync fails. The limit shown is the server's
 * own (contract/ingest.ts). A missing file, one over the limit, or one the server finds is no PDF is said next to
 * the file field, which takes the focus; the result says what the server did (created, updated, unchanged, or
 * failed and why) and links to the meeting it wrote.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_PDF_BYTES, type UploadPdfResult } from '#contract/ingest.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useUploadPdf } from '../api/upload-pdf.ts';
import styles from './admin.module.css';

/** Failure codes the ingest reports that we word ourselves; others show the server's reason as it is. */
const WORDED_FAILURES = new Set([
  'encrypted', 'no_text', 'truncated', 'corrupt', 'schedule_notice', 'not_pdf', 'html_page', 'empty_file',
  // The PDF reader's limits (issue 51).
  'too_many_pages', 'too_much_text', 'too_much_inflated', 'too_much_memory', 'too_slow',
]);

function UploadResult({ result }: { result: UploadPdfResult }) {
  const { t } = useTranslation('admin');
  const reason =
    result.status === 'held' ? (result.reason ?? '') :
    result.status === 'failed' && (result.code && WORDED_FAILURES.has(result.code) ? t(`upload.failures.${result.code}`) : (result.reason ?? ''));
  return (
    <>
      <p className={result.status === 'failed' ? styles.error : undefined}>
        <strong>{t(`upload.status.${result.status}`, { file: result.file })}</strong> {reason || null}
      </p>
      {/* Only what this upload read: the same bytes again are skipped unread, so they have no counts to show. */}
      {(result.status === 'created' || result.status === 'updated') && (
        <p>{t('upload.counts', { pages: result.pages, items: result.items, votes: result.votes })}</p>
      )}
      {result.meeting_id !== null && (
        <p>
          <Link to={`/meetings/${result.meeting_id}`}>{t('upload.openMeeting')}</Link>
        </p>
      )}
    </>
  );
}

export function UploadPdfForm() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPdf();
  const status = useRef<HTMLDivElement>(null);
  // What the server did shows below the button; on a phone it is brought into view above the floating chat
  // button (global.css's scroll-padding-bottom), which would otherwise cover its end.
  useEffect(() => {
    if (upload.data) status.current?.scrollIntoView({ block: 'nearest' });
  }, [upload.data]);
  const limit = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(
    MAX_PDF_BYTES / (1024 * 1024),
  );

  function showProblem(message: string) {
    setProblem(message);
    input.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    upload.reset();
    // Said before sending: nothing to send, or bytes the server would refuse after the whole upload.
    if (!file) return showProblem(t('upload.missing'));
    if (file.size > MAX_PDF_BYTES) return showProblem(t('upload.tooLarge', { limit }));
    setProblem(null);
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors();
      if (fields.file ?? fields.name) showProblem((fields.file ?? fields.name)!);
      else if (error.status === 413) showProblem(t('upload.tooLarge', { limit }));
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const rootError = upload.error instanceof ApiError && !problem ? upload.error.userMessage : null;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('upload.title')}</h2>
      <p>{t('upload.intro')}</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={`${formStyles.field} ${styles.uploadField}`}>
          <div className={formStyles.labelRow}>
            <label htmlFor={`${id}-file`} className={formStyles.label}>
              {t('upload.file')}
            </label>
            {/* The required attribute is announced; the mark is for sighted users. */}
            <span className={formStyles.required} aria-hidden="true">
              *
            </span>
          </div>
          <p id={hintId} className={formStyles.hint}>
            {t('upload.hint', { limit })}
          </p>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            className={styles.fileInput}
            accept="application/pdf,.pdf"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              upload.reset();
            }}
          />
          {problem && (
            <p id={errorId} className={formStyles.error} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className={styles.buttons}>
          <Button type="submit" disabled={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </div>
        {upload.isPending && file && <Spinner label={t('upload.reading', { file: file.name })} />}
        <div ref={status} role="status" aria-live="polite">
          {upload.data && <UploadResult result={upload.data} />}
        </div>
        {rootError && (
          <p className={styles.error} role="alert">
            {rootError}
          </p>
        )}
      </form>
    </section>
  );
}
