/** /signup/notifications (spec §2 Signup wizard): the three-step wizard for meeting alerts. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../features/signup/components/signup.module.css';
import { SignupWizard } from '../../features/signup/components/signup-wizard.tsx';

export function Component() {
  const { t } = useTranslation('signup');
  useEffect(() => {
    document.title = `${t('title')} · Civic Commons`;
  }, [t]);
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="signup-title">
        <h1 id="signup-title">{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <SignupWizard />
      </section>
    </div>
  );
}
