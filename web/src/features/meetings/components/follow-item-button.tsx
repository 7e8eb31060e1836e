/**
 * "Follow this item" on an agenda item that carries the clerk's file number: alerts come whenever the matter is
 * on a posted agenda (committee, council, each continuance). Signed in with a verified email it is one click;
 * otherwise a small form asks for the email that will confirm it.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#contract/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { useFollowItem } from '../api/follow-item.ts';
import { ItemFeedLinks } from './item-feed-links.tsx';
import styles from './meeting-detail.module.css';

export function FollowItemButton({ fileNumber, itemNumber }: { fileNumber: string; itemNumber: string }) {
  const { t, i18n } = useTranslation('meetings');
  const { status, user } = useAuth();
  const follow = useFollowItem();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const oneClick = status === 'authenticated' && user?.email_verified === true;

  if (follow.data) {
    return (
      <div>
        <p className={styles.followStatus} role="status">
          {follow.data.message}
        </p>
        <ItemFeedLinks fileNumber={fileNumber} itemNumber={itemNumber} />
      </div>
    );
  }
  // The server names the email field when it needs an address: its own words for that, in the page's language.
  const problem =
    follow.error instanceof ApiError ? (follow.error.fieldErrors().email ?? follow.error.userMessage) : follow.error ? t('follow.failed') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    follow.mutate({ file_number: fileNumber, email: email.trim(), language: toLanguage(i18n.language) });
  };

  if (asking && !oneClick) {
    return (
      <form className={styles.followForm} onSubmit={submit} noValidate>
        <TextField
          label={t('follow.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={t('follow.emailHint')}
          error={problem}
          autoFocus
        />
        <ItemFeedLinks fileNumber={fileNumber} itemNumber={itemNumber} />
        <div className={styles.followActions}>
          <Button variant="secondary" size="small" onClick={() => setAsking(false)}>
            {t('follow.cancel')}
          </Button>
          <Button type="submit" size="small" disabled={follow.isPending}>
            {follow.isPending ? t('follow.busy') : t('follow.submit')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={t('follow.buttonLabel', { number: itemNumber })}
        disabled={follow.isPending}
        onClick={() => (oneClick ? follow.mutate({ file_number: fileNumber, language: toLanguage(i18n.language) }) : setAsking(true))}
      >
        {t('follow.button')}
      </Button>
      {problem && oneClick && (
        <p className={formStyles.formError} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
