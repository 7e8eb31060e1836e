/**
 * An official's role in the page's language (issue 48; speak-up recipients and the councilor page): the roles the city's official list gives every
 * city ("Councilor, District 4", "Mayor") are said in the reader's words; any other title (a council secretary's)
 * is the city's English, marked `lang="en"` and, on a Spanish page, noted as such.
 */
import { useTranslation } from 'react-i18next';
import type { Representative } from '#contract/representatives.ts';

const COUNCILOR = /^Councilor, District (\d{1,2})$/;

export function RecipientRole({ recipient }: { recipient: Pick<Representative, 'position'> }) {
  const { t, i18n } = useTranslation('meetings');
  const councilor = COUNCILOR.exec(recipient.position);
  if (councilor) return <>{t('speakUp.roleCouncilor', { district: Number(councilor[1]) })}</>;
  if (recipient.position === 'Mayor') return <>{t('speakUp.roleMayor')}</>;
  return (
    <>
      <span lang="en">{recipient.position}</span>
      {i18n.language.startsWith('es') && <> {t('detail.inEnglish')}</>}
    </>
  );
}
