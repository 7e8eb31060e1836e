/** Filters of the grid: type, focus area and words. They filter the loaded list, sample data included. */
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
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
  /** Each change is made on the filters as they are then, not as this render saw them. */
  onChange: Dispatch<SetStateAction<OrganizationFilterValues>>;
}) {
  const { t } = useTranslation('organizations');
  const searchBox = useRef<HTMLInputElement>(null);
  // Words typed on the server's page before the app took it over are in the box but not in the filters (React
  // 19.3 does not report them): filter by them once hydrated, as the box says.
  useEffect(() => {
    const typed = searchBox.current?.value ?? '';
    if (typed) onChange((current) => (current.search === typed ? current : { ...current, search: typed }));
  }, [onChange]);
  return (
    <form className={styles.filters} role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.filter}>
        <span>{t('filters.search')}</span>
        <input
          type="search"
          className={styles.control}
          ref={searchBox}
          value={value.search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(e) => {
            const search = e.target.value;
            onChange((current) => ({ ...current, search }));
          }}
        />
      </label>
      <label className={styles.filter}>
        <span>{t('filters.type')}</span>
        <select
          className={styles.control}
          value={value.type}
          onChange={(e) => {
            const type = e.target.value as OrganizationType | '';
            onChange((current) => ({ ...current, type }));
          }}
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
          onChange={(e) => {
            const focusArea = e.target.value as FocusArea | '';
            onChange((current) => ({ ...current, focusArea }));
          }}
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
