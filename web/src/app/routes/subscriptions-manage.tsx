/** /subscriptions/manage?token=: the page the signed link in every alert email opens. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { subscriptionIdFromToken } from '#contract/manage-token.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSubscription } from '../../features/signup/api/get-subscription.ts';
import { ManageSubscription } from '../../features/signup/components/manage-subscription.tsx';
import styles from '../../features/signup/components/signup.module.css';

export function Component() {
  const { t } = useTranslation('signup');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // From Profile a signed-in owner arrives with ?id= and no token: the API checks ownership by session.
  const ownerId = Number(params.get('id'));
  const id = token ? subscriptionIdFromToken(token) : Number.isInteger(ownerId) && ownerId > 0 ? ownerId : null;
  const subscription = useSubscription(id, token);
  useEffect(() => {
    document.title = `${t('manage.title')} · Civic Commons`;
  }, [t]);

  const invalid = id === null || subscription.isError;
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="manage-title">
        <h1 id="manage-title">{t('manage.title')}</h1>
        {invalid && (
          <>
            <p className={formStyles.formError} role="alert">
              {t('manage.invalidLink')}
            </p>
            <p className={styles.actions}>
              <ButtonLink to="/signup/notifications">{t('manage.signUp')}</ButtonLink>
            </p>
          </>
        )}
        {!invalid && subscription.isPending && <Spinner label={t('manage.loading')} />}
        {subscription.data && (
          <>
            <p className={styles.intro}>{t('manage.intro', { email: subscription.data.email })}</p>
            <ManageSubscription key={subscription.data.id} subscription={subscription.data} token={token} />
          </>
        )}
      </section>
    </div>
  );
}
