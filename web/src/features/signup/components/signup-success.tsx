/**
 * The success screen (spec §2): what happens next, and Sign Up Another Person, which resets the form. Most
 * sign-ups must first be confirmed from the email (double opt-in), and the screen says so.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import styles from './signup.module.css';

/** `subscriptionId`: a subscription live at once (a signed-in resident's verified address), whose "my block" is one click away. */
export function SignupSuccess({ email, needsConfirmation, subscriptionId, onAnother }: { email: string; needsConfirmation: boolean; subscriptionId?: number | undefined; onAnother(): void }) {
  const { t } = useTranslation('signup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <p className={styles.successIcon} aria-hidden="true">
        {needsConfirmation ? '📧' : '✅'}
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {needsConfirmation ? t('success.checkHeading') : t('success.heading')}
      </h2>
      <p>{needsConfirmation ? t('success.checkBody', { email }) : t('success.body', { email })}</p>
      {needsConfirmation && <p className={styles.hint}>{t('success.myBlockLater')}</p>}
      <div className={styles.actions}>
        {subscriptionId !== undefined && <ButtonLink to={`/subscriptions/manage?id=${subscriptionId}#manage-nearby`}>{t('success.myBlock')}</ButtonLink>}
        <ButtonLink to="/meetings" variant="secondary">
          {t('success.meetings')}
        </ButtonLink>
        <Button onClick={onAnother}>{t('actions.another')}</Button>
      </div>
    </div>
  );
}
