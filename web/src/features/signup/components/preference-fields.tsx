/**
 * Step 3 (spec §3 Signup form, §9): meeting types (regular_council by default), channels (SMS disabled
 * without a phone number) and the advance notice (24 hours recommended). Used by the wizard and the manage page.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADVANCE_NOTICE_HOURS,
  DEFAULT_ADVANCE_NOTICE_HOURS,
  SIGNUP_MEETING_TYPES,
  type SignupMeetingType,
} from '#contract/subscription-choices.ts';
import styles from './signup.module.css';

export interface PreferenceValues {
  meeting_types: SignupMeetingType[];
  sms_notifications: boolean;
  email_notifications: boolean;
  advance_notice_hours: number;
}

interface PreferenceFieldsProps {
  values: PreferenceValues;
  hasPhone: boolean;
  onChange(patch: Partial<PreferenceValues>): void;
  /** Where to tell the user to add a phone number. */
  phoneHintKey: 'preferences.smsNeedsPhone' | 'preferences.smsNeedsPhoneManage';
}

export function PreferenceFields({ values, hasPhone, onChange, phoneHintKey }: PreferenceFieldsProps) {
  const { t } = useTranslation('signup');
  const smsHintId = useId();
  const toggleType = (type: SignupMeetingType) =>
    onChange({
      meeting_types: values.meeting_types.includes(type)
        ? values.meeting_types.filter((m) => m !== type)
        : [...values.meeting_types, type],
    });
  const noticeLabel = (hours: number) => {
    const label = hours === 168 ? t('preferences.week') : t('preferences.hours', { count: hours });
    return hours === DEFAULT_ADVANCE_NOTICE_HOURS ? t('preferences.recommended', { label }) : label;
  };
  return (
    <div className={styles.fields}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('preferences.meetingTypes')}</legend>
        <div className={styles.choices}>
          {SIGNUP_MEETING_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input type="checkbox" checked={values.meeting_types.includes(type)} onChange={() => toggleType(type)} />
              <span>{t(`meetingTypes.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('preferences.channels')}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.email_notifications}
              onChange={(e) => onChange({ email_notifications: e.target.checked })}
            />
            <span>{t('preferences.email')}</span>
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.sms_notifications && hasPhone}
              disabled={!hasPhone}
              aria-describedby={hasPhone ? undefined : smsHintId}
              onChange={(e) => onChange({ sms_notifications: e.target.checked })}
            />
            <span>{t('preferences.sms')}</span>
          </label>
        </div>
        {!hasPhone && (
          <p id={smsHintId} className={styles.hint}>
            {t(phoneHintKey)}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('preferences.advanceNotice')}</legend>
        <div className={styles.choices}>
          {ADVANCE_NOTICE_HOURS.map((hours) => (
            <label key={hours} className={styles.choice}>
              <input
                type="radio"
                name="advance_notice_hours"
                value={hours}
                checked={values.advance_notice_hours === hours}
                onChange={() => onChange({ advance_notice_hours: hours })}
              />
              <span>{noticeLabel(hours)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
