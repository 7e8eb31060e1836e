/** The three steps of the contact wizard (spec §2, §4), as buttons so a resident can go back or write first. */
import { useTranslation } from 'react-i18next';
import styles from './wizard-steps.module.css';

/** 1: find representatives, 2: describe the issue, 3: review the email. */
export type WizardStep = 1 | 2 | 3;

export function WizardSteps({
  current,
  canReview,
  onSelect,
}: {
  current: WizardStep;
  canReview: boolean;
  onSelect: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('contact');
  const steps: [WizardStep, string][] = [
    [1, t('steps.find')],
    [2, t('steps.describe')],
    [3, t('steps.review')],
  ];
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {steps.map(([step, label]) => (
          <li key={step}>
            <button
              type="button"
              className={styles.step}
              aria-current={step === current ? 'step' : undefined}
              disabled={step === 3 && !canReview}
              onClick={() => onSelect(step)}
            >
              <span className={styles.number}>{t('steps.stepOf', { step, total: 3 })}</span>
              <span>{label}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
