/** /contact-representatives/find-district: the district finder with explanatory content and the map. */
import { useTranslation } from 'react-i18next';
import { DistrictFinder } from '../../features/contact/components/district-finder.tsx';

export function Component() {
  const { t } = useTranslation('contact');
  return (
    <>
      <h1>{t('finder.title')}</h1>
      <DistrictFinder />
    </>
  );
}
