/**
 * Topics grouped by category (spec §2, §3), each category a disclosure; education, health and community start
 * open (spec §9). Used by the wizard and the manage page. On a Spanish page a topic is named in Spanish where the
 * locale names its slug and described in the city's Spanish (its English names marked `lang="en"`) where the city
 * wrote one (issue 48); a description the city gave only in English is marked `lang="en"` under a visible note.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPEN_TOPIC_CATEGORIES, TOPIC_CATEGORIES, type TopicCategory } from '#contract/subscription-choices.ts';
import type { NotificationTopic } from '#contract/subscriptions.ts';
import { NamesInEnglish } from '#web/components/text/names-in-english.tsx';
import styles from './signup.module.css';

interface TopicPickerProps {
  topics: NotificationTopic[];
  selected: string[];
  onChange(selected: string[]): void;
  /** Categories to open besides the defaults (e.g. those holding a saved choice). */
  openCategories?: TopicCategory[];
}

export function TopicPicker({ topics, selected, onChange, openCategories = [] }: TopicPickerProps) {
  const { t, i18n } = useTranslation(['signup', 'meetings']);
  const spanish = i18n.language.startsWith('es');
  // The topic's name in the page's language; the city's own (English) name where the locale has none.
  const nameOf = (topic: NotificationTopic) => {
    const translated = spanish ? t(`meetings:topicNames.${topic.slug}`, { defaultValue: '' }) : '';
    return translated ? { text: translated, lang: 'es' } : { text: topic.display_name, lang: 'en' };
  };
  const chosen = new Set(selected);
  const toggle = (id: string) => onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <div>
      {spanish && topics.some((topic) => !topic.description_es) && <p className={styles.choiceHint}>{t('topics.descriptionsInEnglish')}</p>}
      {TOPIC_CATEGORIES.map((category) => {
        const inCategory = topics.filter((topic) => topic.category === category);
        if (inCategory.length === 0) return null;
        const count = inCategory.filter((topic) => chosen.has(String(topic.id))).length;
        const open = DEFAULT_OPEN_TOPIC_CATEGORIES.includes(category) || openCategories.includes(category);
        return (
          <details key={category} className={styles.category} open={open}>
            <summary>
              <span>{t(`categories.${category}`)}</span>
              {count > 0 && <span className={styles.categoryCount}>{t('topics.selected', { count })}</span>}
            </summary>
            <div className={`${styles.categoryBody} ${styles.choices}`}>
              {inCategory.map((topic) => {
                const id = String(topic.id);
                const name = nameOf(topic);
                return (
                  <label key={id} className={styles.choice}>
                    <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} />
                    <span className={styles.icon} aria-hidden="true">
                      {topic.icon}
                    </span>
                    <span className={styles.choiceText}>
                      <span lang={name.lang}>{name.text}</span>
                      {spanish && topic.description_es ? (
                        <span className={styles.choiceHint} lang="es">
                          <NamesInEnglish text={topic.description_es.text} names={topic.description_es.names} />
                        </span>
                      ) : (
                        <span className={styles.choiceHint} lang="en">
                          {topic.description}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </details>
        );
      })}
    </div>
  );
}
