/**
 * An official's role in the page's language (issue 48; speak-up recipients and the councilor page): the roles the city's official list gives every
 * city ("Councilor, District 4", "Mayor", a former councilor, the council's office) are said in the reader's words; any other title (a council secretary's)
 * is the city's English, marked `lang="en"` and, on a Spanish page, noted as such.
 */
import { useTranslation } from 'react-i18next';
import type { Representative } from '#contract/representatives.ts';

const COUNCILOR = /^Councilor, District (\d{1,2})$/;
const FORMER = /^Former Councilor, District (\d{1,2})$/;
// The general contact every city's list carries (server/representatives/officials.ts).
const COUNCIL_OFFICE = 'City Council Office';

export function RecipientRole({ recipient }: { recipient: Pick<Representative, 'position'> }) {
  const { t, i18n } = useTranslation('meetings');
  const councilor = COUNCILOR.exec(recipient.position);
  if (councilor) return <>{t('speakUp.roleCouncilor', { district: Number(councilor[1]) })}</>;
  if (recipient.position === 'Mayor') return <>{t('speakUp.roleMayor')}</>;
  const former = FORMER.exec(recipient.position);
  if (former) return <>{t('speakUp.roleFormerCouncilor', { district: Number(former[1]) })}</>;
  if (recipient.position === COUNCIL_OFFICE) return <>{t('speakUp.roleCouncilOffice')}</>;
  return (
    <>
      <span lang="en">{recipient.position}</span>
      {i18n.language.startsWith('es') && <> {t('detail.inEnglish')}</>}
    </>
  );
}
