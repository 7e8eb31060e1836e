/**
 * A labelled input with its error shown next to it (and announced): every form uses this so that the spec's
 * messages always appear by the field they are about.
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows "(optional)" instead of the required mark. */
  optional?: boolean;
  /** The input itself (a form library registers it to read its value and focus it). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, optional, required, id, className, ...rest }: TextFieldProps) {
  const { t } = useTranslation('common');
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {optional && <span className={styles.optional}> {t('form.optional')}</span>}
        </label>
        {/* The required attribute is announced; the mark is for sighted users, outside the label's name. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
