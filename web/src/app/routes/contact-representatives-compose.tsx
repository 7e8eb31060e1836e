/** /contact-representatives (index): the email composer wizard. */
import { useTranslation } from 'react-i18next';
import { ContactWizard } from '../../features/contact/components/contact-wizard.tsx';

export function Component() {
  const { t } = useTranslation('contact');
  return (
    <>
      <h1>{t('compose.title')}</h1>
      <p>{t('compose.intro')}</p>
      <ContactWizard />
    </>
  );
}
