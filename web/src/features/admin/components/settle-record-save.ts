/**
 * What an admin record form does once its save settles (the organization and the campaign forms alike): a toast
 * naming the saved record, then `onDone`; or the server's field problems by their fields (the first focused) and
 * a toast saying why, from the error's code.
 */
import type { TFunction } from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from '#web/lib/use-schema-form.ts';

export interface SettleRecordSave<Input extends FieldValues> {
  form: UseFormReturn<Input, unknown, unknown>;
  element: HTMLFormElement | null;
  t: TFunction<'admin'>;
  onDone(): void;
}

export function settleRecordSave<Input extends FieldValues, Saved>(
  saving: Promise<Saved>,
  nameOf: (saved: Saved) => string,
  { form, element, t, onDone }: SettleRecordSave<Input>,
): Promise<void> {
  return saving.then(
    (saved) => {
      toast.success(t('saved', { name: nameOf(saved) }));
      onDone();
    },
    (error: unknown) => {
      if (error instanceof ApiError) showServerFieldErrors(form, element, error.fieldErrors());
      toast.error(error instanceof ApiError ? error.userMessage : t('saveFailed'));
    },
  );
}
