/**
 * "Report an error": a small button next to a meeting, its summary, an agenda item or a vote, opening a dialog
 * with what is wrong and an optional email. Anyone may send one; an admin reviews it. The form checks the same
 * contract schema the server does, and shows the server's answer (a limit reached, say) in the dialog.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import styles from './corrections.module.css';
import type { ReportErrorButtonProps } from './report-error-form.tsx';

// The form and the contract's schema load when a reader opens the dialog (the meeting page's weight budget).
const ReportErrorForm = lazy(() => import('./report-error-form.tsx').then((module) => ({ default: module.ReportErrorForm })));

export function ReportErrorButton(props: ReportErrorButtonProps) {
  const { t } = useTranslation('meetings');
  const [open, setOpen] = useState(false);
  // The dialog joins the page at the first tap and stays (its close gives the focus back): a meeting page has a
  // button per item and vote, and their empty dialogs were 14,000 characters of its HTML (issue 52).
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className={styles.reportButton}
        aria-label={t('report.buttonLabel', { context: props.context })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('report.button')}
      </Button>
      {opened && (
        <Dialog open={open} title={t('report.title')} onClose={() => setOpen(false)}>
          {open && (
            <Suspense fallback={<Spinner label={t('report.loading')} />}>
              <ReportErrorForm {...props} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </Dialog>
      )}
    </>
  );
}

