/**
 * /subscriptions/confirm?token=: the page the confirmation email of a sign-up opens (double opt-in). It asks for
 * one click rather than confirming on load, so a mail scanner that opens every link does not start alerts.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { useConfirmSignup } from '../../features/signup/api/sign-up.ts';
import styles from '../../features/signup/components/signup.module.css';
import { ApiError } from '../../lib/api-client.ts';

export function Component() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSignup();
  useEffect(() => {
    document.title = `${t('confirm.title')} · Civic Commons`;
  }, [t]);

  const error = confirm.error;
  // invalid and ended are final (sign up again); failed may be retried.
  const problem: 'invalid' | 'ended' | 'failed' | null =
    token.length < 10 || (error instanceof ApiError && error.code === 'invalid_token')
      ? 'invalid'
      : error instanceof ApiError && error.status === 409
        ? 'ended'
        : error
          ? 'failed'
          : null;

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="confirm-title">
        <h1 id="confirm-title">{t('confirm.title')}</h1>
        {confirm.isSuccess ? (
          <>
            <p role="status">{t('confirm.done')}</p>
            {/* "My block" within reach (issue 49), not two emails away on the manage page. */}
            <p className={styles.hint}>{t('confirm.myBlockHint')}</p>
            <p className={styles.actions}>
              <ButtonLink to={`/subscriptions/manage?token=${encodeURIComponent(confirm.data.manage_token)}#manage-nearby`}>{t('confirm.myBlock')}</ButtonLink>
              <ButtonLink to="/meetings" variant="secondary">
                {t('confirm.meetings')}
              </ButtonLink>
            </p>
          </>
        ) : (
          <>
            {problem && (
              <p className={formStyles.formError} role="alert">
                {t(`confirm.${problem}`)}
              </p>
            )}
            {problem === 'invalid' || problem === 'ended' ? (
              <p className={styles.actions}>
                <ButtonLink to="/signup/notifications">{t('confirm.signUp')}</ButtonLink>
              </p>
            ) : (
              <>
                <p>{t('confirm.intro')}</p>
                <p className={styles.actions}>
                  <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
                    {confirm.isPending ? t('confirm.busy') : t('confirm.submit')}
                  </Button>
                </p>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
