/** Filters of the grid: type, focus area and words. They filter the loaded list, sample data included. */
import { useTranslation } from 'react-i18next';
import { FOCUS_AREAS, type FocusArea, ORGANIZATION_TYPES, type OrganizationType } from '#contract/enums.ts';
import type { Organization } from '#contract/organizations.ts';
import styles from './organizations.module.css';

export interface OrganizationFilterValues {
  type: OrganizationType | '';
  focusArea: FocusArea | '';
  search: string;
}

export const EMPTY_FILTERS: OrganizationFilterValues = { type: '', focusArea: '', search: '' };

/** The organizations that pass the filters, in the order given. */
export function applyOrganizationFilters(items: Organization[], filters: OrganizationFilterValues): Organization[] {
  const words = filters.search.trim().toLowerCase();
  return items.filter(
    (o) =>
      (!filters.type || o.organization_type === filters.type) &&
      (!filters.focusArea || o.focus_areas.includes(filters.focusArea)) &&
      (!words || `${o.name} ${o.short_description ?? ''} ${o.description}`.toLowerCase().includes(words)),
  );
}

export function OrganizationFilters({
  value,
  onChange,
}: {
  value: OrganizationFilterValues;
  onChange(next: OrganizationFilterValues): void;
}) {
  const { t } = useTranslation('organizations');
  return (
    <form className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.filter}>
        <span>{t('filters.search')}</span>
        <input
          type="search"
          className={styles.control}
          value={value.search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
        />
      </label>
      <label className={styles.filter}>
        <span>{t('filters.type')}</span>
        <select
          className={styles.control}
          value={value.type}
          onChange={(e) => onChange({ ...value, type: e.target.value as OrganizationType | '' })}
        >
          <option value="">{t('filters.allTypes')}</option>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t('filters.focusArea')}</span>
        <select
          className={styles.control}
          value={value.focusArea}
          onChange={(e) => onChange({ ...value, focusArea: e.target.value as FocusArea | '' })}
        >
          <option value="">{t('filters.allFocusAreas')}</option>
          {FOCUS_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`focusAreas.${area}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
