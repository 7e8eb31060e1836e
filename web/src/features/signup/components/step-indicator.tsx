/** The wizard's progress: three labelled steps, the current one announced as such. */
import { useTranslation } from 'react-i18next';
import styles from './signup.module.css';

const STEPS = ['contact', 'topics', 'preferences'] as const;

export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation('signup');
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((name, index) => {
        const n = index + 1;
        const className = n === current ? styles.stepCurrent : n < current ? styles.stepDone : undefined;
        return (
          <li key={name} className={[styles.step, className].filter(Boolean).join(' ')} aria-current={n === current ? 'step' : undefined}>
            {t(`steps.${name}`)}
          </li>
        );
      })}
    </ol>
  );
}
