/** /contact-representatives: the two tabs of the contact tools (spec §2) around the child route. */
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styles from './contact-representatives.module.css';

export function Component() {
  const { t } = useTranslation('contact');
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab);
  return (
    <div className="page">
      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <NavLink to="/contact-representatives" end className={tabClass}>
          {t('tabs.compose')}
        </NavLink>
        <NavLink to="/contact-representatives/find-district" className={tabClass}>
          {t('tabs.findDistrict')}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
