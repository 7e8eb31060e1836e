/**
 * The campaign form: one schema reads what was typed into the contract's `CreateCampaignInput`. It holds no
 * rules of its own (the spec shows none for administrators); the server's contract schema checks the values
 * and its field problems show by their fields, the first one focused.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { Campaign, CreateCampaignInput } from '#contract/campaigns.ts';
import { CAMPAIGN_STATUSES } from '#contract/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSaveCampaign } from '../api/save-campaign.ts';
import styles from './admin.module.css';
import { settleRecordSave } from './settle-record-save.ts';

const trimmed = () => z.string().check(z.trim());

/** What the form holds, as typed, to what the endpoint takes: blank date and organization are none. */
export const campaignFormSchema = z.object({
  title: trimmed(),
  category: trimmed(),
  target_date: z.pipe(trimmed(), z.transform((v: string) => v || null)),
  status: z.enum(CAMPAIGN_STATUSES),
  organization_id: z.pipe(trimmed(), z.transform((v: string) => (v === '' ? null : Number(v)))),
  description: trimmed(),
}) satisfies z.ZodMiniType<CreateCampaignInput>;

type CampaignFormValues = z.input<typeof campaignFormSchema>;

function formValues(c: Campaign | null): CampaignFormValues {
  return {
    title: c?.title ?? '',
    category: c?.category ?? '',
    target_date: c?.target_date ?? '',
    status: c?.status ?? 'active',
    organization_id: c?.organization ? String(c.organization.id) : '',
    description: c?.description ?? '',
  };
}

export function CampaignFormFields({ campaign, onDone }: { campaign: Campaign | null; onDone(): void }) {
  const { t } = useTranslation('admin');
  const { t: tCampaigns } = useTranslation('campaigns');
  const save = useSaveCampaign();
  const element = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(campaignFormSchema, formValues(campaign));
  const { register, formState: { errors } } = form;
  const c = campaign;
  const id = useId();

  const handleSubmit = form.handleSubmit((input) =>
    settleRecordSave(save.mutateAsync({ id: c?.id ?? null, input }), (saved) => saved.title, { form, element: element.current, t, onDone }),
  );

  const field = (name: 'title' | 'category' | 'target_date' | 'organization_id') => ({ ...register(name), error: errors[name]?.message });
  const descriptionProblem = errors.description?.message;

  return (
    <form ref={element} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={c ? t('campaign.editTitle', { name: c.title }) : t('campaign.newTitle')}>
      <div className={styles.columns}>
        <TextField label={t('campaign.title')} required {...field('title')} />
        <TextField label={t('campaign.category')} hint={t('campaign.categoryHint')} required {...field('category')} />
        <TextField type="date" label={t('campaign.target')} optional {...field('target_date')} />
        <label className={styles.field}>
          <span className={styles.label}>{t('campaign.status')}</span>
          <select className={styles.control} {...register('status')}>
            {CAMPAIGN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tCampaigns(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField type="number" inputMode="numeric" label={t('campaign.organizationId')} optional {...field('organization_id')} />
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{t('campaign.description')}</span>
        <textarea
          rows={4}
          className={styles.control}
          required
          {...register('description')}
          aria-invalid={descriptionProblem ? true : undefined}
          aria-describedby={descriptionProblem ? `${id}-description-error` : undefined}
        />
        {descriptionProblem && (
          <span id={`${id}-description-error`} className={styles.error} role="alert">
            {descriptionProblem}
          </span>
        )}
      </label>
      <div className={styles.buttons}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
