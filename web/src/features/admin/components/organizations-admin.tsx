/** The organizations section of /admin: every organization, with edit, deactivate and a form for new ones. */
import { useTranslation } from 'react-i18next';
import { useDeactivateOrganization } from '../api/deactivate-organization.ts';
import { useAdminOrganizations } from '../api/get-admin-organizations.ts';
import styles from './admin.module.css';
import { OrganizationForm } from './organization-form.tsx';
import { RecordsAdmin, recordsOf } from './records-admin.tsx';

export function OrganizationsAdmin() {
  const { t } = useTranslation('admin');
  const query = useAdminOrganizations();
  return (
    <RecordsAdmin
      headingId="admin-organizations"
      heading={t('org.heading')}
      newLabel={t('org.new')}
      records={recordsOf({ ...query, data: query.data?.items })}
      deactivate={useDeactivateOrganization()}
      nameOf={(o) => o.name}
      label={(o) => (
        <>
          {o.name} <span className={styles.muted}>/{o.slug}</span>
        </>
      )}
      active={(o) => o.is_active}
      stateOf={(o) => (o.is_active ? t('active') : t('inactive'))}
      form={(organization, onDone) => <OrganizationForm organization={organization} onDone={onDone} />}
    />
  );
}
