/**
 * What the lookup found (step 1): the district, or why none was found (spec §8: the server's message, else
 * "Using general representatives..."), and the representatives to write to.
 */
import { useTranslation } from 'react-i18next';
import type { FindRepresentativesResponse, Representative } from '#contract/representatives.ts';
import { PlacementNotes } from './placement-notes.tsx';
import { useLookupMessage } from './use-lookup-message.ts';
import { RepresentativeCard } from './representative-card.tsx';
import styles from './contact.module.css';

export function LookupResult({
  result,
  failed,
  representatives,
}: {
  result: FindRepresentativesResponse | undefined;
  failed: boolean;
  representatives: Representative[];
}) {
  const { t } = useTranslation('contact');
  const info = result?.district_info;
  const lookupMessage = useLookupMessage();
  return (
    <section className={styles.section} aria-labelledby="representatives-heading">
      {failed ? (
        <p className={styles.warning} role="alert">
          {t('messages.lookupFailed')}
        </p>
      ) : info?.found && info.district !== null ? (
        <div className={styles.success} role="status">
          <strong>{t('lookup.found', { district: info.district })}</strong>
          {info.matched_address && <div>{t('lookup.matched', { address: info.matched_address })}</div>}
          <PlacementNotes info={info} />
        </div>
      ) : (
        <p className={styles.warning} role="status">
          {(info && lookupMessage(info)) || t('messages.generalRepresentatives')}
        </p>
      )}
      <h2 id="representatives-heading">{t('lookup.representativesHeading')}</h2>
      <ul className={styles.cards}>
        {representatives.map((rep) => (
          <li key={`${rep.position}-${rep.name}`}>
            <RepresentativeCard representative={rep} />
          </li>
        ))}
      </ul>
    </section>
  );
}
