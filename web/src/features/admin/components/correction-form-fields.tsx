/**
 * Accepting a report: the field to correct (the choices follow what the report is about), where it is (item,
 * vote, councilor, picked from the meeting's record), the right value and a note for the public log. One
 * schema reads the choices into the body and checks it with the contract's own `acceptReportInputSchema`;
 * every field is marked required; each problem shows by its field, an empty one saying what it needs, others as
 * "Please fill in this field correctly." (the contract's wording is for developers), the server's field problems
 * as the server words them, and the first problem takes the focus.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  type AcceptReportInput,
  acceptReportInputSchema,
  CORRECTION_FIELDS,
  type CorrectionField,
  type ErrorReport,
} from '#contract/corrections.ts';
import { ITEM_RESULTS, VOTE_CHOICES, VOTE_OUTCOMES } from '#contract/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors, useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useReportMeeting } from '../api/get-report-meeting.ts';
import { useAcceptReport } from '../api/review-report.ts';
import styles from './admin.module.css';

const FIELDS_FOR: Record<ErrorReport['target'], readonly CorrectionField[]> = {
  meeting: CORRECTION_FIELDS,
  summary: ['summary'],
  item: ['item_vote_result'],
  vote: ['councilor_vote', 'vote_outcome', 'vote_motion'],
};

/** The fields whose value is one of a fixed list (the contract's), with the label keys of its choices. */
const CHOICES_FOR: Partial<Record<CorrectionField, { values: readonly string[]; labels: string }>> = {
  item_vote_result: { values: ITEM_RESULTS, labels: 'reports.itemResults' },
  vote_outcome: { values: VOTE_OUTCOMES, labels: 'reports.outcomes' },
  councilor_vote: { values: VOTE_CHOICES, labels: 'reports.votes' },
};

const isVoteField = (field: CorrectionField) => field === 'vote_outcome' || field === 'vote_motion' || field === 'councilor_vote';

/** The choices as the form holds them, to the body (only the places the field needs), checked by the contract. */
export const correctionFormSchema = z.pipe(
  z.pipe(
    z.object({
      field: z.enum(CORRECTION_FIELDS),
      item_number: z.string(),
      vote_position: z.string(),
      councilor: z.string(),
      new_value: z.string(),
      note: z.string(),
    }),
    z.transform((v) => ({
      field: v.field,
      new_value: v.new_value.trim(),
      note: v.note.trim(),
      ...(v.field === 'item_vote_result' ? { item_number: v.item_number } : {}),
      ...(isVoteField(v.field) ? { vote_position: Number(v.vote_position) } : {}),
      ...(v.field === 'councilor_vote' ? { councilor: v.councilor } : {}),
    })),
  ),
  acceptReportInputSchema,
) satisfies z.ZodMiniType<AcceptReportInput, unknown>;

type CorrectionFormValues = z.input<typeof correctionFormSchema>;
type FieldName = keyof CorrectionFormValues;

export function CorrectionFormFields({ report, onDone }: { report: ErrorReport; onDone(): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const element = useRef<HTMLFormElement>(null);
  const meeting = useReportMeeting(report.meeting_id);
  const accept = useAcceptReport();
  const fields = FIELDS_FOR[report.target];
  const form = useSchemaForm(correctionFormSchema, {
    field: fields[0]!,
    item_number: report.item_number ?? '',
    vote_position: String(report.vote_position ?? 0),
    councilor: '',
    new_value: '',
    note: '',
  });
  const { register, watch, formState: { errors } } = form;
  const field = watch('field');
  const choices = CHOICES_FOR[field];

  // Opened below the fold on a phone, the form is brought into view, its end above the floating chat button
  // (global.css's scroll-padding-bottom), so its last field and Save are not under it.
  useEffect(() => {
    if (!meeting.isPending) element.current?.scrollIntoView({ block: 'nearest' });
  }, [meeting.isPending]);

  if (meeting.isPending) return <Spinner />;
  if (meeting.isError) return <p className={styles.error}>{t('loadFailed')}</p>;
  const record = meeting.data;
  const vote = record.voting_records[Number(watch('vote_position'))];

  const handleSubmit = form.handleSubmit((input) =>
    accept.mutateAsync({ id: report.id, input }).then(
      () => {
        toast.success(t('reports.accepted'));
        onDone();
      },
      (error: unknown) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
        if (Object.keys(fieldErrors).length) showServerFieldErrors(form, element.current, fieldErrors);
        else form.setError('root', { message: error instanceof ApiError ? error.userMessage : t('saveFailed') });
      },
    ),
  );

  /**
   * The server words its own problems; an empty field says what it needs; other problems of the schema (the
   * contract's developer wording) read as one plain line.
   */
  const problem = (name: FieldName) => {
    const found = errors[name];
    if (!found) return undefined;
    if (found.type === 'server' && found.message) return found.message;
    if (!String(watch(name) ?? '').trim()) return t(name === 'new_value' && !choices ? 'reports.missing.new_value_text' : `reports.missing.${name}`);
    return t('reports.invalid');
  };
  const control = (name: FieldName) => ({
    id: `${id}-${name}`,
    className: styles.control,
    // Every field this form shows is needed (the choice of field always has a value).
    required: true,
    'aria-invalid': problem(name) ? true : undefined,
    'aria-describedby': problem(name) ? `${id}-${name}-error` : undefined,
  });
  /** A field's label with the required mark: the attribute is announced, the mark is for sighted users. */
  const label = (name: FieldName, text: string) => (
    <div className={formStyles.labelRow}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {text}
      </label>
      <span className={formStyles.required} aria-hidden="true">
        *
      </span>
    </div>
  );
  const error = (name: FieldName) =>
    problem(name) && (
      <span id={`${id}-${name}-error`} className={styles.error} role="alert">
        {problem(name)}
      </span>
    );
  return (
    <form ref={element} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={t('reports.formLabel', { id: report.id })}>
      <p className={styles.muted}>{t('reports.requiredLegend')}</p>
      <div className={styles.columns}>
        <div className={styles.field}>
          {label('field', t('reports.field'))}
          <select {...control('field')} {...register('field', { onChange: () => form.setValue('new_value', '') })}>
            {fields.map((f) => (
              <option key={f} value={f}>
                {t(`reports.fields.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {field === 'item_vote_result' && (
          <div className={styles.field}>
            {label('item_number', t('reports.item'))}
            <select {...control('item_number')} {...register('item_number')}>
              <option value="">—</option>
              {record.agenda_items.map((item) => (
                <option key={item.id} value={item.item_number}>
                  {item.item_number} {item.title.slice(0, 60)}
                </option>
              ))}
            </select>
            {error('item_number')}
          </div>
        )}
        {isVoteField(field) && (
          <div className={styles.field}>
            {label('vote_position', t('reports.vote'))}
            <select {...control('vote_position')} {...register('vote_position')}>
              {record.voting_records.map((r, i) => (
                <option key={r.id} value={i}>
                  {t('reports.voteOption', { n: i + 1, motion: `${r.item_number ? `${r.item_number} ` : ''}${r.motion}`.slice(0, 70) })}
                </option>
              ))}
            </select>
            {error('vote_position')}
          </div>
        )}
        {field === 'councilor_vote' && (
          <div className={styles.field}>
            {label('councilor', t('reports.councilor'))}
            <select {...control('councilor')} {...register('councilor')}>
              <option value="">—</option>
              {(vote?.votes ?? []).map((v) => (
                <option key={v.councilor} value={v.councilor}>
                  {t('reports.councilorOption', { name: v.councilor, vote: t(`reports.votes.${v.vote}`) })}
                </option>
              ))}
            </select>
            {error('councilor')}
          </div>
        )}
        <div className={styles.field}>
          {label('new_value', t('reports.newValue'))}
          {choices ? (
            <select {...control('new_value')} {...register('new_value')}>
              <option value="">—</option>
              {choices.values.map((v) => (
                <option key={v} value={v}>
                  {t(`${choices.labels}.${v}`)}
                </option>
              ))}
            </select>
          ) : (
            <textarea {...control('new_value')} {...register('new_value')} rows={field === 'summary' ? 4 : 2} />
          )}
          {error('new_value')}
        </div>
      </div>
      <div className={styles.field}>
        {label('note', t('reports.note'))}
        <textarea
          {...control('note')}
          {...register('note')}
          rows={2}
          aria-describedby={[`${id}-note-hint`, control('note')['aria-describedby']].filter(Boolean).join(' ')}
        />
        <span id={`${id}-note-hint`} className={styles.muted}>
          {t('reports.noteHint')}
        </span>
        {error('note')}
      </div>
      {errors.root?.message && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" disabled={accept.isPending}>
          {t('reports.saveCorrection')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
