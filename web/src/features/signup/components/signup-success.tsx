/**
 * The success screen (spec §2): what happens next, and Sign Up Another Person, which resets the form. Most
 * sign-ups must first be confirmed from the email (double opt-in), and the screen says so.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import styles from './signup.module.css';

export function SignupSuccess({ email, needsConfirmation, onAnother }: { email: string; needsConfirmation: boolean; onAnother(): void }) {
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
      <div className={styles.actions}>
        <ButtonLink to="/meetings" variant="secondary">
          {t('success.meetings')}
        </ButtonLink>
        <Button onClick={onAnother}>{t('actions.another')}</Button>
      </div>
    </div>
  );
}
