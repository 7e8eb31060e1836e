/**
 * The signed-in user's meeting alerts on Profile (issue 9: "signed-in users manage theirs from Profile"):
 * each subscription with its channels and a link to manage it without the emailed link.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';

export function MySubscriptions() {
  const { t } = useTranslation('signup');
  const { data, isPending, isError } = useMySubscriptions();
  if (isPending) return <Spinner label={t('mine.loading')} />;
  if (isError) return <p role="alert">{t('mine.failed')}</p>;
  if (data.items.length === 0) {
    return (
      <>
        <p>{t('mine.none')}</p>
        <ButtonLink to="/signup/notifications" variant="secondary">
          {t('mine.signUp')}
        </ButtonLink>
      </>
    );
  }
  return (
    <ul>
      {data.items.map((subscription) => {
        const channels = [
          subscription.email_notifications ? t('mine.email') : null,
          subscription.sms_notifications ? t('mine.sms') : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <li key={subscription.id}>
            {t('mine.summary', {
              email: subscription.email,
              channels,
              topics: subscription.interested_topics.length,
              hours: subscription.advance_notice_hours,
            })}{' '}
            <Link to={`/subscriptions/manage?id=${subscription.id}`}>{t('mine.manage')}</Link>
          </li>
        );
      })}
    </ul>
  );
}
