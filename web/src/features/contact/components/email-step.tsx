/**
 * Step 3: the generated email, editable, with Regenerate, Copy and Open in email app (a `mailto:` to every
 * representative with an email), and the follow-up advice (spec §4: 2-3 weeks). Nothing is sent for the resident.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/languages.ts';
import type { ComposedEmail, Representative } from '#contract/representatives.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { buildMailto, MAILTO_SAFE_LENGTH, recipientEmails } from '../utils/mailto.ts';
import styles from './contact.module.css';

/** Tall enough to show the whole draft on a wide screen without scrolling inside the field. */
function bodyRows(body: string): number {
  const lines = body.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 70)), 0);
  return Math.min(40, Math.max(10, lines + 1));
}

export function EmailStep({
  email,
  language,
  representatives,
  busy,
  onChange,
  onRegenerate,
  onEditIssue,
  onStartOver,
}: {
  email: ComposedEmail;
  /** The letter's language, which may differ from the page's. */
  language: Language;
  representatives: Representative[];
  busy: boolean;
  onChange: (email: ComposedEmail) => void;
  onRegenerate: () => void;
  onEditIssue: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('contact');
  const id = useId();
  const emails = recipientEmails(representatives);
  const mailto = buildMailto(representatives, email.subject, email.body);
  const phoneOnly = representatives.filter((r) => !r.email && r.phone);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(`${t('email.subject')}: ${email.subject}\n\n${email.body}`);
      toast.success(t('email.copied'));
    } catch {
      toast.error(t('email.copyFailed'));
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('email.heading')}</h2>
      <p className={styles.hint}>{t('email.editHint')}</p>
      {email.engine && <p className={styles.hint}>{t(`email.draftedBy.${email.engine}`)}</p>}
      <div className={styles.form}>
        <div className={styles.field}>
          <span className={styles.label}>{t('email.to')}</span>
          <span>{emails.length > 0 ? emails.join(', ') : '—'}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-subject`}>
            {t('email.subject')}
          </label>
          <input
            id={`${id}-subject`}
            className={styles.input}
            lang={language}
            value={email.subject}
            onChange={(e) => onChange({ ...email, subject: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-body`}>
            {t('email.body')}
          </label>
          <textarea
            id={`${id}-body`}
            className={`${styles.textarea} ${styles.bodyText}`}
            rows={bodyRows(email.body)}
            lang={language}
            value={email.body}
            onChange={(e) => onChange({ ...email, body: e.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onRegenerate} disabled={busy}>
            {busy ? t('issue.generating') : t('email.regenerate')}
          </Button>
          <Button variant="secondary" onClick={() => void handleCopy()}>
            {t('email.copy')}
          </Button>
          {emails.length > 0 && (
            <a className={buttonClassName({})} href={mailto}>
              {t('email.openInEmailApp')}
            </a>
          )}
        </div>
        {emails.length === 0 && <p className={styles.warning}>{t('email.noEmailRecipients')}</p>}
        {emails.length > 0 && mailto.length > MAILTO_SAFE_LENGTH && <p className={styles.hint}>{t('email.longMailto')}</p>}
        {phoneOnly.map((r) => (
          <p key={r.name} className={styles.hint}>
            {t('email.callInstead', { name: r.name, phone: r.phone })}
          </p>
        ))}
        <p className={styles.notice}>{t('email.followUp')}</p>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onEditIssue}>
            {t('email.editIssue')}
          </Button>
          <Button variant="ghost" onClick={onStartOver}>
            {t('email.startOver')}
          </Button>
        </div>
      </div>
    </section>
  );
}
