/**
 * /follow/confirm?token=: the page the email of a follow opens. Like the sign-up confirmation it asks for one
 * click rather than confirming on load, so a mail scanner that opens every link follows nothing.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { useConfirmFollow } from '../../features/signup/api/follow-item.ts';
import styles from '../../features/signup/components/signup.module.css';
import { ApiError } from '../../lib/api-client.ts';

export function Component() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmFollow();
  useEffect(() => {
    document.title = `${t('followConfirm.title')} · Civic Commons`;
  }, [t]);

  const invalid = token.length < 10 || (confirm.error instanceof ApiError && confirm.error.code === 'invalid_token');
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="follow-confirm-title">
        <h1 id="follow-confirm-title">{t('followConfirm.title')}</h1>
        {confirm.data ? (
          <p role="status">{confirm.data.message}</p>
        ) : invalid ? (
          <p className={formStyles.formError} role="alert">
            {t('followConfirm.invalid')}
          </p>
        ) : (
          <>
            {confirm.error && (
              <p className={formStyles.formError} role="alert">
                {t('followConfirm.failed')}
              </p>
            )}
            <p>{t('followConfirm.intro')}</p>
            <p className={styles.actions}>
              <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
                {confirm.isPending ? t('followConfirm.busy') : t('followConfirm.submit')}
              </Button>
            </p>
          </>
        )}
        <p className={styles.actions}>
          <ButtonLink variant="secondary" to="/meetings">
            {t('followConfirm.meetings')}
          </ButtonLink>
        </p>
      </section>
    </div>
  );
}
