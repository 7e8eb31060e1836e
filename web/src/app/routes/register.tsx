/** /register (spec §2 Register): on success, signed in and on to /dashboard. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styles from '../../features/auth/components/auth-card.module.css';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className={styles.intro}>{t('register.intro')}</p>
        <RegisterForm onSuccess={() => navigate('/dashboard')} />
        <p className={styles.footer}>
          {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
        </p>
      </section>
    </div>
  );
}
