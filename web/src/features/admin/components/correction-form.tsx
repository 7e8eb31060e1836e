/**
 * Accepting a report with a correction. The form (react-hook-form, the contract's schema) loads when an
 * administrator first opens it, so the reports page itself carries neither.
 */
import { lazy, Suspense } from 'react';
import type { ErrorReport } from '#contract/corrections.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

const CorrectionFormFields = lazy(() => import('./correction-form-fields.tsx').then((m) => ({ default: m.CorrectionFormFields })));

export function CorrectionForm(props: { report: ErrorReport; onDone(): void }) {
  return (
    <Suspense fallback={<Spinner />}>
      <CorrectionFormFields {...props} />
    </Suspense>
  );
}
