/** The success screen (spec §2): what happens next, and Sign Up Another Person, which resets the form. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import styles from './signup.module.css';

export function SignupSuccess({ email, onAnother }: { email: string; onAnother(): void }) {
  const { t } = useTranslation('signup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success}>
      <p className={styles.successIcon} aria-hidden="true">
        ✅
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {t('success.heading')}
      </h2>
      <p>{t('success.body', { email })}</p>
      <div className={styles.actions}>
        <ButtonLink to="/meetings" variant="secondary">
          {t('success.meetings')}
        </ButtonLink>
        <Button onClick={onAnother}>{t('actions.another')}</Button>
      </div>
    </div>
  );
}
