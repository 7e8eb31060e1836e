/**
 * The words for a lookup that found no single district. Most come from the server (English); an address on a
 * district line is said in the page's language, with the districts it lies between (issue 31).
 */
import { useTranslation } from 'react-i18next';
import type { DistrictInfo } from '../../../../../contract/representatives.ts';

export function useLookupMessage(): (info: DistrictInfo) => string | null {
  const { t } = useTranslation('contact');
  return (info) => {
    if (info.error !== 'on_district_line' || !info.line_districts?.length) return info.message;
    const [first, second] = info.line_districts;
    return second === undefined ? t('lookup.onCityLimit', { district: first }) : t('lookup.onDistrictLine', { first, second });
  };
}
