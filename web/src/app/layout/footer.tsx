/**
 * The footer: the two-city sentence (spec §1), the cities the deployment serves when it serves several (issue 46),
 * the council sites, and where the records come from.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { councilNameIn, useCity } from '../../lib/city.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './footer.module.css';

export function Footer() {
  const { t, i18n } = useTranslation('common');
  const city = useCity();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{t('appName')}</p>
          <p>{t('footer.tagline', { city: city.name, secondCity: city.secondCity.name })}</p>
          <p className={styles.muted}>{t('footer.dataNote', { council: councilNameIn(city, i18n.language) })}</p>
          <LanguageSwitch />
        </div>
        {city.served_cities.length > 1 && (
          <nav aria-label={t('footer.cities')}>
            <h2 className={styles.heading}>{t('footer.cities')}</h2>
            <ul className={styles.list}>
              {city.served_cities.map((c) => (
                <li key={c.id}>
                  {/* Another city is another app: a whole page load, outside this city's router. */}
                  <a href={c.web_base} aria-current={c.id === city.id ? 'true' : undefined} lang="en">
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t('footer.councils')}>
          <h2 className={styles.heading}>{t('footer.councils')}</h2>
          <ul className={styles.list}>
            <li>
              <a href={city.councilUrl} target="_blank" rel="noopener noreferrer">
                <span lang="en">{city.councilName}</span> <span className="visually-hidden">{t('logoMenu.external')}</span>
              </a>
            </li>
            <li>
              <a href={city.secondCity.councilUrl} target="_blank" rel="noopener noreferrer">
                <span lang="en">{city.secondCity.councilName}</span> <span className="visually-hidden">{t('logoMenu.external')}</span>
              </a>
            </li>
            <li>
              <Link to="/corrections">{t('footer.corrections')}</Link>
            </li>
            <li>
              <Link to="/status">{t('footer.dataStatus')}</Link>
            </li>
            <li>
              <Link to="/data">{t('footer.openData')}</Link>
            </li>
            <li>
              <Link to="/glossary">{t('footer.glossary')}</Link>
            </li>
            <li>
              <a href="/api/docs">{t('footer.api')}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
