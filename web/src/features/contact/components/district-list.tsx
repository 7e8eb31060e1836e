/** Every district with its councilor and a link to their page: the map's text alternative and a shortcut. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DistrictMapResponse } from '#contract/representatives.ts';
import styles from './district-list.module.css';

export function DistrictList({ map, highlight }: { map: DistrictMapResponse; highlight: number | null }) {
  const { t } = useTranslation('contact');
  return (
    <section aria-labelledby="district-list-heading">
      <h2 id="district-list-heading">{t('map.listHeading')}</h2>
      <ul className={styles.list}>
        {map.districts.map((d) => (
          <li key={d.id} className={d.id === highlight ? `${styles.item} ${styles.current}` : styles.item}>
            <Link to={`/councilors/${d.id}`} aria-current={d.id === highlight ? 'true' : undefined}>
              {t('map.districtLabel', { district: d.id })}
            </Link>
            <span className={styles.name}>{d.councilor?.name ?? t('map.vacant')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
