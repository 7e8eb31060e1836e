/**
 * Display names for values stored as codes: meeting types (`hud_grant_committee` → "HUD Grant Committee") and
 * topics (`boards-and-commissions` → "Boards and Appointments") come from the meetings locale, so acronyms and
 * the catalogue's own names read right. `humanize` is the fallback for a value the locale does not know yet;
 * free text from ingestion passes through unchanged.
 */
import { useTranslation } from 'react-i18next';

export function humanize(value: string): string {
  if (!/^[a-z0-9]+([-_][a-z0-9]+)*$/.test(value)) return value;
  const text = value.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface MeetingLabels {
  meetingType(type: string): string;
  topic(slug: string): string;
}

/** The human names of meeting types and topics in the current language. */
export function useMeetingLabels(): MeetingLabels {
  const { t } = useTranslation('meetings');
  return {
    meetingType: (type) => t(`meetingTypes.${type}`, { defaultValue: humanize(type) }),
    topic: (slug) => t(`topicNames.${slug}`, { defaultValue: humanize(slug) }),
  };
}
