/** /contact-representatives (index): the email composer wizard. */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactWizard } from '../../features/contact/components/contact-wizard.tsx';

export function Component() {
  const { t } = useTranslation('contact');
  return (
    <>
      <h1>{t('compose.title')}</h1>
      <p>{t('compose.intro')}</p>
      {/* An item on an agenda has its own way in: "Speak up" on the meeting's page knows the item (issue 32). */}
      <p>
        <Trans t={t} i18nKey="compose.speakUp" components={{ ref: <Link to="/meetings" /> }} />
      </p>
      <ContactWizard />
    </>
  );
}
