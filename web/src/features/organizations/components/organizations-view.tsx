/**
 * The Organizations page (spec §2): the filterable card grid and, for `/organizations/:slug`, the detail side
 * panel. Signing in is the route's business: this feature asks for it through `onRequireSignIn`.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import browser from '#web/components/ui/card-browser.module.css';
import { useOrganizations } from '../api/get-organizations.ts';
import { OrganizationCard } from './organization-card.tsx';
import { OrganizationDetail } from './organization-detail.tsx';
import {
  applyOrganizationFilters,
  EMPTY_FILTERS,
  OrganizationFilters,
  type OrganizationFilterValues,
} from './organization-filters.tsx';
import styles from './organizations.module.css';

export interface OrganizationsViewProps {
  /** The slug of the organization to show in the side panel, from the URL. */
  selectedSlug?: string;
  onRequireSignIn(resume: () => void): void;
}

export function OrganizationsView({ selectedSlug, onRequireSignIn }: OrganizationsViewProps) {
  const { t } = useTranslation('organizations');
  const query = useOrganizations();
  const [filters, setFilters] = useState<OrganizationFilterValues>(EMPTY_FILTERS);
  const all = query.data?.organizations;
  // The built-in samples stand in when the API fails (spec §8): they are said to be samples, and cannot be joined.
  const isSample = query.data?.isSample ?? false;
  const visible = useMemo(() => applyOrganizationFilters(all ?? [], filters), [all, filters]);
  const selected = selectedSlug ? (all?.find((o) => o.slug === selectedSlug) ?? null) : undefined;

  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          {isSample && (
            <div className={browser.sampleNotice} role="status">
              <p>{t('sampleNotice')}</p>
              <Button variant="secondary" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
                {t('retry')}
              </Button>
            </div>
          )}
          <OrganizationFilters value={filters} onChange={setFilters} />
          <p className={styles.count} role="status">
            {t('count', { count: visible.length })}
          </p>
          <div className={browser.layout} data-has-panel={selected !== undefined || undefined}>
            {selected !== undefined && <OrganizationDetail organization={selected} isSample={isSample} onRequireSignIn={onRequireSignIn} />}
            {visible.length === 0 ? (
              <p>{t('empty')}</p>
            ) : (
              <div className={browser.grid}>
                {visible.map((organization) => (
                  <OrganizationCard
                    key={organization.id}
                    organization={organization}
                    selected={organization.slug === selectedSlug}
                    isSample={isSample}
                    onRequireSignIn={onRequireSignIn}
                  />
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
