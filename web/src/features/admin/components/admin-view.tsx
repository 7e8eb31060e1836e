/** The plain /admin screen for users with the admin role: the PDF upload, organizations, campaigns and speak-up. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth-context.ts';
import { CampaignsAdmin } from './campaigns-admin.tsx';
import { OrganizationsAdmin } from './organizations-admin.tsx';
import { SpeakUpAdminSection } from './speak-up-admin.tsx';
import { UploadPdfForm } from './upload-pdf-form.tsx';

export function AdminView() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <div className="page">
        <h1>{t('title')}</h1>
        <p>{t('forbidden')}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to="/admin/reports">{t('reports.link')}</Link>
      </p>
      <UploadPdfForm />
      <OrganizationsAdmin />
      <CampaignsAdmin />
      <SpeakUpAdminSection />
    </div>
  );
}
