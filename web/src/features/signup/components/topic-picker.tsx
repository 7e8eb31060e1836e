/**
 * Topics grouped by category (spec §2, §3), each category a disclosure; education, health and community start
 * open (spec §9). Used by the wizard and the manage page.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPEN_TOPIC_CATEGORIES, TOPIC_CATEGORIES, type TopicCategory } from '#contract/subscription-choices.ts';
import type { NotificationTopic } from '#contract/subscriptions.ts';
import styles from './signup.module.css';

interface TopicPickerProps {
  topics: NotificationTopic[];
  selected: string[];
  onChange(selected: string[]): void;
  /** Categories to open besides the defaults (e.g. those holding a saved choice). */
  openCategories?: TopicCategory[];
}

export function TopicPicker({ topics, selected, onChange, openCategories = [] }: TopicPickerProps) {
  const { t } = useTranslation('signup');
  const chosen = new Set(selected);
  const toggle = (id: string) => onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <div>
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
                return (
                  <label key={id} className={styles.choice}>
                    <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} />
                    <span className={styles.icon} aria-hidden="true">
                      {topic.icon}
                    </span>
                    <span className={styles.choiceText}>
                      <span>{topic.display_name}</span>
                      <span className={styles.choiceHint}>{topic.description}</span>
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
