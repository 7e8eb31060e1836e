/**
 * The district finder (spec §2 /find-district): what districts are, the address form, the result with the
 * councilor's card and a link to their voting record, and the map of every district.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { councilNameIn, useCity } from '#web/lib/city.ts';
import { useFindRepresentatives } from '../api/find-representatives.ts';
import { useDistrictMap } from '../api/get-district-map.ts';
import { AddressForm } from './address-form.tsx';
import { DistrictList } from './district-list.tsx';
import { DistrictMap } from './district-map.tsx';
import { PlacementNotes } from './placement-notes.tsx';
import { useLookupMessage } from './use-lookup-message.ts';
import { RepresentativeCard } from './representative-card.tsx';
import contactStyles from './contact.module.css';
import styles from './district-finder.module.css';

export function DistrictFinder() {
  const { t, i18n } = useTranslation('contact');
  const city = useCity();
  const [address, setAddress] = useState<string | null>(null);
  const lookup = useFindRepresentatives(address);
  const map = useDistrictMap();
  const info = lookup.data?.district_info;
  const lookupMessage = useLookupMessage();
  const district = info?.found ? info.district : null;
  const councilor = district ? lookup.data?.representatives.find((r) => r.district === district) : undefined;

  return (
    <div className={styles.layout}>
      <div>
        <p>{t('finder.intro', { city: city.name, count: city.districtCount, council: councilNameIn(city, i18n.language) })}</p>
        <h2>{t('finder.howTitle')}</h2>
        <ol className={styles.steps}>
          <li>{t('finder.how1')}</li>
          <li>{t('finder.how2')}</li>
          <li>{t('finder.how3')}</li>
        </ol>
        <p className={styles.privacy}>{t('finder.privacy')}</p>
        <AddressForm
          submitLabel={t('address.findDistrict')}
          busy={lookup.isFetching}
          onSubmit={(value) => (value === address ? void lookup.refetch() : setAddress(value))}
        />
        <section className={contactStyles.section} aria-labelledby="district-result-heading" aria-live="polite">
          <h2 id="district-result-heading" className={address ? undefined : 'visually-hidden'}>
            {t('finder.resultHeading')}
          </h2>
          {lookup.isFetching && <Spinner label={t('lookup.searching')} />}
          {!lookup.isFetching && lookup.isError && (
            <p className={contactStyles.alert} role="alert">
              {t('messages.districtLookupFailed')}
            </p>
          )}
          {!lookup.isFetching && info && !info.found && (
            <div className={contactStyles.warning}>
              <strong>{t('messages.districtNotFound')}</strong>
              {lookupMessage(info) && <div>{lookupMessage(info)}</div>}
            </div>
          )}
          {!lookup.isFetching && district && (
            <>
              <div className={contactStyles.success}>
                <p>
                  <strong>{t('finder.inDistrict', { district })}</strong>
                </p>
                {info && <PlacementNotes info={info} />}
              </div>
              {councilor ? <RepresentativeCard representative={councilor} /> : <p>{t('finder.noCouncilor')}</p>}
              <div className={styles.links}>
                <Link to={`/councilors/${district}`}>{t('finder.councilorLink', { district })}</Link>
                <Link to="/contact-representatives">{t('finder.writeLink')}</Link>
              </div>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="district-map-heading">
        <h2 id="district-map-heading">{t('map.heading')}</h2>
        {map.isPending && <Spinner label={t('map.loading')} />}
        {map.isError && <p className={contactStyles.alert}>{t('map.failed')}</p>}
        {map.data?.bbox && (
          <>
            <DistrictMap map={{ ...map.data, bbox: map.data.bbox }} highlight={district} point={lookup.isFetching ? null : (info?.coordinates ?? null)} />
            <div className={contactStyles.section}>
              <DistrictList map={map.data} highlight={district} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
