/**
 * The draft to review: who it goes to (the city's list, never typed; an address the city has not verified is
 * said to be so, before anything is sent), the subject and text (the resident may edit both), then two real ways
 * to send: their own mail app (always), or from our server for a verified email, with a copy to them and a
 * receipt on their dashboard, where focus goes once it is sent. A limit reached is said as when to write again.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '#contract/languages.ts';
import { mailtoLink, type SpeakUpDraft, type SpeakUpStance } from '#contract/speak-up.ts';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { useSpeakUpSend } from '../../api/speak-up-send.ts';
import { RecipientRole } from './recipient-role.tsx';
import type { SpeakUpItem } from './speak-up-item.ts';
import { useSpeakUpProblem } from './speak-up-problem.ts';

interface Choice {
  stance: SpeakUpStance;
  district: number | null;
  all_councilors: boolean;
}

export function SpeakUpReview({ item, draft, choice, language }: { item: SpeakUpItem; draft: SpeakUpDraft; choice: Choice; language: Language }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const id = useId();
  const send = useSpeakUpSend(item.meetingId, item.itemId);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [counted, setCounted] = useState(false);
  // The draft button that had focus is gone: a keyboard or screen reader user continues from the review's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Once sent, the Send button is gone too: focus moves to the receipt, which is also announced.
  const receipt = useRef<HTMLDivElement>(null);
  const sent = Boolean(send.data);
  useEffect(() => {
    if (sent) receipt.current?.focus();
  }, [sent]);
  const to = draft.recipients.map((r) => r.email).filter((email): email is string => Boolean(email));
  const unverified = draft.recipients.filter((r) => !r.contact_verified).map((r) => r.name);
  const verified = user?.email_verified === true;
  const problem = useSpeakUpProblem(send.error);

  if (send.data) {
    return (
      <div role="status" ref={receipt} tabIndex={-1}>
        {/* The clerk's pause (issue 51): kept, not lost, and said plainly. */}
        <p>{t(send.data.held ? 'speakUp.held' : 'speakUp.sent', { email: user?.email ?? '' })}</p>
        <Link to="/dashboard">{t('speakUp.receipt')}</Link>
      </div>
    );
  }
  return (
    <div className={formStyles.form}>
      <h3 ref={heading} tabIndex={-1} className={formStyles.label}>
        {t('speakUp.recipients')}
      </h3>
      <ul>
        {draft.recipients.map((r) => (
          <li key={`${r.name}-${r.email ?? ''}`}>
            {r.name}, <RecipientRole recipient={r} />
            {!r.contact_verified && <> ({t('speakUp.notVerified')})</>}
          </li>
        ))}
      </ul>
      {unverified.length > 0 && <p className={formStyles.hint}>{t('speakUp.notVerifiedNote', { names: unverified.join(', ') })}</p>}
      <TextField label={t('speakUp.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-body`} className={formStyles.label}>
          {t('speakUp.body')}
        </label>
        <textarea id={`${id}-body`} className={formStyles.input} rows={10} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <a className={buttonClassName({ variant: 'secondary' })} href={mailtoLink(to, subject, body)}>
        {t('speakUp.mailApp')}
      </a>
      {verified && (
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={counted} onChange={(e) => setCounted(e.target.checked)} />
          {t('speakUp.counted')}
        </label>
      )}
      {verified ? (
        <Button
          disabled={send.isPending}
          onClick={() => send.mutate({ ...choice, subject, body, language, counted })}
        >
          {send.isPending ? t('speakUp.sending') : t('speakUp.send')}
        </Button>
      ) : (
        <p className={formStyles.hint}>{t('speakUp.verifyToSend')}</p>
      )}
      {problem && (
        <p className={formStyles.formError} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
