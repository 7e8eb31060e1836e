/**
 * /verify-email?token=: the page the link mailed at registration (or for a new email) opens. Confirming on load
 * is fine here: the link reaching the mailbox is the proof, whoever opens it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import formStyles from '../../components/ui/form.module.css';
import { Spinner } from '../../components/ui/spinner.tsx';
import { verifyEmail } from '../../features/auth/api/auth-api.ts';
import styles from '../../features/auth/components/auth-card.module.css';
import { ApiError } from '../../lib/api-client.ts';

type State = 'busy' | 'done' | 'invalid' | 'taken' | 'failed' | 'missingToken';

export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token.length < 16 ? 'missingToken' : 'busy');
  const sent = useRef(false);

  useEffect(() => {
    document.title = `${t('verify.title')} · Civic Commons`;
    if (token.length < 16 || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      () => setState('done'),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'invalid_token') setState('invalid');
        else if (error instanceof ApiError && error.code === 'email_taken') setState('taken');
        else setState('failed');
      },
    );
  }, [t, token]);

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="verify-title">
        <h1 id="verify-title">{t('verify.title')}</h1>
        {state === 'busy' && <Spinner label={t('verify.busy')} />}
        {state === 'done' && <p role="status">{t('verify.done')}</p>}
        {state !== 'busy' && state !== 'done' && (
          <p className={formStyles.formError} role="alert">
            {t(`verify.${state}`)}
          </p>
        )}
        <p className={styles.footer}>
          <Link to="/profile">{t('verify.profile')}</Link>
        </p>
      </section>
    </div>
  );
}
