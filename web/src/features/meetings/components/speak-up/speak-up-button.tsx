/**
 * "Speak up" on an item of a meeting to come (issue 32): opens a dialog where the resident says where they stand,
 * drafts, reviews, and sends (from our server when their email is verified) or opens their own mail app.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { SpeakUpItem } from './speak-up-item.ts';

// The form, its review and the contract's rules load when a resident opens it: the meeting page stays within its
// page-weight budget, and most readers never write.
const SpeakUpForm = lazy(() => import('./speak-up-form.tsx').then((module) => ({ default: module.SpeakUpForm })));

export function SpeakUpButton({ item }: { item: SpeakUpItem }) {
  const { t } = useTranslation('meetings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" aria-label={t('speakUp.buttonLabel', { number: item.itemNumber })} onClick={() => setOpen(true)}>
        {t('speakUp.button')}
      </Button>
      <Dialog open={open} title={t('speakUp.title', { number: item.itemNumber })} onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<Spinner label={t('speakUp.loading')} />}>
            <SpeakUpForm item={item} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
