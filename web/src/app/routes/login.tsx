/**
 * /login (spec §2 Login): on success, back to the page the visitor asked for (remembered by the guard), or to
 * /dashboard, replacing history.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import styles from '../../features/auth/components/auth-card.module.css';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuth } from '../../lib/auth-context.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useAuth();
  const from = (location.state as { from?: Location } | null)?.from;
  const target = from ? `${from.pathname}${from.search}${from.hash}` : '/dashboard';

  useEffect(() => {
    document.title = `${t('login.title')} · Civic Commons`;
  }, [t]);

  useEffect(() => {
    if (status === 'authenticated') void navigate(target, { replace: true });
  }, [status, navigate, target]);

  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        <LoginForm onSuccess={() => navigate(target, { replace: true })} />
        <p className={styles.footer}>
          {t('login.noAccount')} <Link to="/register">{t('login.registerLink')}</Link>
        </p>
      </section>
    </div>
  );
}
