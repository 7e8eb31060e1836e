/** What a page shows where its data could not load: why, and a Retry button that asks again. */
import { Button } from './button.tsx';
import styles from './load-failed.module.css';

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
}

export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.loadFailed}>
      <p>{message}</p>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
