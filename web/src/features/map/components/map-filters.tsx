/** The /map filters (kind of place, district, dates, result), kept in the address so a filtered map can be shared. */
import { useTranslation } from 'react-i18next';
import { MAP_RESULTS, PLACE_KINDS } from '#contract/place-kinds.ts';
import { districtNumbers, useCity } from '#web/lib/city.ts';
import styles from './map-page.module.css';

export const FILTER_NAMES = ['kind', 'district', 'from', 'to', 'result'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

export function MapFilters({ values, onChange }: { values: Record<FilterName, string>; onChange: (name: FilterName, value: string) => void }) {
  const { t } = useTranslation('places');
  // The city's district numbers, as every district choice offers them. Not the outlines the map draws: asked for
  // here, the server's render embedded them all (a council of 51's, 109 KB of the page's 222 KB), where the map,
  // drawn in the browser only, fetches them itself.
  const districts = districtNumbers(useCity());
  const choose = (name: FilterName, label: string, options: [string, string][]) => (
    <label className={styles.field}>
      {label}
      <select value={values[name]} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{t('page.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <label className={styles.field}>
      {label}
      <input type="date" value={values[name]} onChange={(e) => onChange(name, e.target.value)} />
    </label>
  );
  return (
    <fieldset className={styles.filters}>
      <legend>{t('page.filters')}</legend>
      {choose('kind', t('page.kindLabel'), PLACE_KINDS.map((k) => [k, t(`kind.${k}`)]))}
      {choose('district', t('page.districtLabel'), districts.map((d) => [String(d), t('page.districtOption', { district: d })]))}
      {date('from', t('page.fromLabel'))}
      {date('to', t('page.toLabel'))}
      {choose('result', t('page.resultLabel'), MAP_RESULTS.map((r) => [r, t(`page.result.${r}`)]))}
    </fieldset>
  );
}
