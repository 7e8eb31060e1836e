/**
 * Accepting a report: the field to correct (the choices follow what the report is about), where it is (item,
 * vote, councilor, picked from the meeting's record), the right value and a note for the public log.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AcceptReportInput,
  acceptReportInputSchema,
  CORRECTION_FIELDS,
  type CorrectionField,
  type ErrorReport,
} from '../../../../../contract/corrections.ts';
import { VOTE_CHOICES, VOTE_OUTCOMES } from '../../../../../contract/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportMeeting } from '../api/get-report-meeting.ts';
import { useAcceptReport } from '../api/review-report.ts';
import styles from './admin.module.css';

const FIELDS_FOR: Record<ErrorReport['target'], readonly CorrectionField[]> = {
  meeting: CORRECTION_FIELDS,
  summary: ['summary'],
  item: ['item_vote_result'],
  vote: ['councilor_vote', 'vote_outcome', 'vote_motion'],
};

export function CorrectionForm({ report, onDone }: { report: ErrorReport; onDone(): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const meeting = useReportMeeting(report.meeting_id);
  const accept = useAcceptReport();
  const fields = FIELDS_FOR[report.target];
  const [field, setField] = useState<CorrectionField>(fields[0]!);
  const [itemNumber, setItemNumber] = useState(report.item_number ?? '');
  const [position, setPosition] = useState(report.vote_position ?? 0);
  const [councilor, setCouncilor] = useState('');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (meeting.isPending) return <Spinner />;
  if (meeting.isError) return <p className={styles.error}>{t('loadFailed')}</p>;
  const record = meeting.data;
  const vote = record.voting_records[position];
  const isVoteField = field === 'vote_outcome' || field === 'vote_motion' || field === 'councilor_vote';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input: AcceptReportInput = {
      field,
      new_value: value.trim(),
      note: note.trim(),
      ...(field === 'item_vote_result' ? { item_number: itemNumber } : {}),
      ...(isVoteField ? { vote_position: position } : {}),
      ...(field === 'councilor_vote' ? { councilor } : {}),
    };
    const parsed = acceptReportInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t('reports.invalid')])));
      return;
    }
    setErrors({});
    accept.mutate(
      { id: report.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('reports.accepted'));
          onDone();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
          setErrors(Object.keys(fieldErrors).length ? fieldErrors : { form: error instanceof ApiError ? error.userMessage : t('saveFailed') });
        },
      },
    );
  }

  const control = (name: string) => ({ id: `${id}-${name}`, className: styles.control, 'aria-invalid': errors[name] ? true : undefined });
  const error = (name: string) => errors[name] && <span className={styles.error}>{errors[name]}</span>;

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={t('reports.formLabel', { id: report.id })}>
      <div className={styles.columns}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-field`}>
            {t('reports.field')}
          </label>
          <select {...control('field')} value={field} onChange={(e) => { setField(e.target.value as CorrectionField); setValue(''); }}>
            {fields.map((f) => (
              <option key={f} value={f}>
                {t(`reports.fields.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {field === 'item_vote_result' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-item_number`}>
              {t('reports.item')}
            </label>
            <select {...control('item_number')} value={itemNumber} onChange={(e) => setItemNumber(e.target.value)}>
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
        {isVoteField && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-vote_position`}>
              {t('reports.vote')}
            </label>
            <select {...control('vote_position')} value={position} onChange={(e) => setPosition(Number(e.target.value))}>
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
            <label className={styles.label} htmlFor={`${id}-councilor`}>
              {t('reports.councilor')}
            </label>
            <select {...control('councilor')} value={councilor} onChange={(e) => setCouncilor(e.target.value)}>
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
          <label className={styles.label} htmlFor={`${id}-new_value`}>
            {t('reports.newValue')}
          </label>
          {field === 'vote_outcome' || field === 'councilor_vote' ? (
            <select {...control('new_value')} value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">—</option>
              {(field === 'vote_outcome' ? VOTE_OUTCOMES : VOTE_CHOICES).map((v) => (
                <option key={v} value={v}>
                  {t(field === 'vote_outcome' ? `reports.outcomes.${v}` : `reports.votes.${v}`)}
                </option>
              ))}
            </select>
          ) : (
            <textarea {...control('new_value')} rows={field === 'summary' ? 4 : 2} value={value} onChange={(e) => setValue(e.target.value)} />
          )}
          {error('new_value')}
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-note`}>
          {t('reports.note')}
        </label>
        <textarea {...control('note')} rows={2} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={`${id}-note-hint`} />
        <span id={`${id}-note-hint`} className={styles.muted}>
          {t('reports.noteHint')}
        </span>
        {error('note')}
      </div>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
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
