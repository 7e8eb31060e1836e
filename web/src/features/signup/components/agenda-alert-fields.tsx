/**
 * Alerts before the vote, on the manage page: when they come (as soon as an agenda is posted, a daily or weekly
 * digest, or never), keywords to look for in agenda items, and the subscriber's council district (items that
 * name it, or its councilor, alert). Topics chosen above alert too.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGENDA_ALERT_MODES } from '#contract/subscription-choices.ts';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { districtNumbers, useCity } from '#web/lib/city.ts';
import type { AgendaAlertValues } from '../hooks/signup-form.ts';
import styles from './signup.module.css';

export function AgendaAlertFields({
  values,
  onChange,
  keywordError,
}: {
  values: AgendaAlertValues;
  onChange(patch: Partial<AgendaAlertValues>): void;
  keywordError?: string | null;
}) {
  const { t } = useTranslation('signup');
  const city = useCity();
  const districtId = useId();
  return (
    <div className={styles.fields}>
      <p className={styles.hint}>{t('agendaAlerts.intro')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('agendaAlerts.when')}</legend>
        <div className={styles.choices}>
          {AGENDA_ALERT_MODES.map((mode) => (
            <label key={mode} className={styles.choice}>
              <input
                type="radio"
                name="agenda_alerts"
                value={mode}
                checked={values.agenda_alerts === mode}
                onChange={() => onChange({ agenda_alerts: mode })}
              />
              <span>{t(`agendaAlerts.modes.${mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('agendaAlerts.keywords')}
        hint={t('agendaAlerts.keywordsHint')}
        optional
        value={values.keywords}
        error={keywordError}
        maxLength={700}
        onChange={(e) => onChange({ keywords: e.target.value })}
      />
      <div className={formStyles.field}>
        <label htmlFor={districtId} className={formStyles.label}>
          {t('agendaAlerts.district')}
        </label>
        <p id={`${districtId}-hint`} className={formStyles.hint}>
          {t('agendaAlerts.districtHint')} <Link to="/contact-representatives/find-district">{t('agendaAlerts.findDistrict')}</Link>
        </p>
        <select id={districtId} aria-describedby={`${districtId}-hint`} className={formStyles.input} value={values.district} onChange={(e) => onChange({ district: e.target.value })}>
          <option value="">{t('agendaAlerts.noDistrict')}</option>
          {districtNumbers(city).map(String).map((n) => (
            <option key={n} value={n}>
              {t('agendaAlerts.districtOption', { number: n })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
