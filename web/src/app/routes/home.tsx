/** Home (spec §2 Home): hero with title and tagline, the four tiles, and the sign-up calls for visitors. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import { councilNameIn, useCity } from '../../lib/city.ts';
import { setChatWidgetOpen } from '../../lib/chat-widget-store.ts';
import styles from './home.module.css';

export function Component() {
  const { t, i18n } = useTranslation('home');
  const city = useCity();
  const { status } = useAuth();
  const anonymous = status !== 'authenticated';

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.tagline}>{t('hero.tagline', { council: councilNameIn(city, i18n.language) })}</p>
          {anonymous && (
            <div className={styles.heroActions}>
              <ButtonLink to="/register" className={styles.heroPrimary}>
                {t('hero.getStarted')}
              </ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                {t('hero.signIn')}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>

      <section className="page" aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="visually-hidden">
          {t('tiles.heading')}
        </h2>
        <ul className={styles.tiles}>
          <li>
            <Link to="/signup/notifications" className={styles.tile}>
              <span className={styles.icon} aria-hidden="true">🔔</span>
              <span className={styles.tileTitle}>{t('tiles.alerts.title')}</span>
              <span className={styles.tileBody}>{t('tiles.alerts.body')}</span>
            </Link>
          </li>
          <li>
            <button type="button" className={styles.tile} onClick={() => setChatWidgetOpen(true)}>
              <span className={styles.icon} aria-hidden="true">💬</span>
              <span className={styles.tileTitle}>{t('tiles.assistant.title')}</span>
              <span className={styles.tileBody}>{t('tiles.assistant.body')}</span>
            </button>
          </li>
          <li>
            <Link to="/meetings" className={styles.tile}>
              <span className={styles.icon} aria-hidden="true">🏛️</span>
              <span className={styles.tileTitle}>{t('tiles.meetings.title')}</span>
              <span className={styles.tileBody}>{t('tiles.meetings.body')}</span>
            </Link>
          </li>
          <li>
            <Link to="/contact-representatives" className={styles.tile}>
              <span className={styles.icon} aria-hidden="true">✉️</span>
              <span className={styles.tileTitle}>{t('tiles.contact.title')}</span>
              <span className={styles.tileBody}>{t('tiles.contact.body')}</span>
            </Link>
          </li>
        </ul>

        {anonymous && (
          <section className={styles.cta} aria-labelledby="cta-title">
            <h2 id="cta-title">{t('cta.title')}</h2>
            <p>{t('cta.body')}</p>
            <ButtonLink to="/register">{t('cta.button')}</ButtonLink>
          </section>
        )}
      </section>
    </>
  );
}
