/**
 * The words for a lookup that found no single district, in the page's language. The server's message is the
 * English text (spec §8, to the letter); each code has the same text in every catalogue, with its values.
 */
import { useTranslation } from 'react-i18next';
import type { DistrictInfo } from '#contract/representatives.ts';
import { useCity } from '#web/lib/city.ts';

export function useLookupMessage(): (info: DistrictInfo) => string | null {
  const { t } = useTranslation('contact');
  const city = useCity();
  return (info) => {
    const general = t('lookup.general');
    switch (info.error) {
      case 'on_district_line': {
        if (!info.line_districts?.length) return info.message;
        const [first, second] = info.line_districts;
        return second === undefined ? t('lookup.onCityLimit', { district: first }) : t('lookup.onDistrictLine', { first, second });
      }
      case 'outside_city':
        return t('lookup.outsideCity', { city: city.name, general });
      case 'approximate_zip':
        if (info.zip === undefined) return info.message;
        return info.zip_district
          ? t('lookup.approximateZip', { zip: info.zip, district: info.zip_district, general })
          : t('lookup.approximateZipOutside', { zip: info.zip, city: city.name, general });
      case 'address_not_found':
        return t('lookup.addressNotFound', { general });
      case 'geocoder_offline':
        return t('lookup.geocoderOffline', { general });
      case 'geocoder_unavailable':
        return t('lookup.geocoderUnavailable', { general });
      default:
        return info.message;
    }
  };
}
