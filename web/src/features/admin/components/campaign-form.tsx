/** Create or edit one campaign; the server's field errors show next to each field. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign, CreateCampaignInput } from '../../../../../contract/campaigns.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../../contract/enums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveCampaign } from '../api/save-campaign.ts';
import styles from './admin.module.css';

function readForm(form: HTMLFormElement): CreateCampaignInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const organization = text('organization_id');
  return {
    title: text('title'),
    description: text('description'),
    category: text('category'),
    target_date: text('target_date') || null,
    status: text('status') as CampaignStatus,
    organization_id: organization === '' ? null : Number(organization),
  };
}

export function CampaignForm({ campaign, onDone }: { campaign: Campaign | null; onDone(): void }) {
  const { t } = useTranslation('admin');
  const { t: tCampaigns } = useTranslation('campaigns');
  const save = useSaveCampaign();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const c = campaign;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: c?.id ?? null, input: readForm(event.currentTarget) },
      {
        onSuccess: (saved) => {
          toast.success(t('saved', { name: saved.title }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors());
          toast.error(error instanceof ApiError ? error.userMessage : t('saveFailed'));
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={c ? t('campaign.editTitle', { name: c.title }) : t('campaign.newTitle')}>
      <div className={styles.columns}>
        <TextField name="title" label={t('campaign.title')} required defaultValue={c?.title} error={errors.title} />
        <TextField name="category" label={t('campaign.category')} hint={t('campaign.categoryHint')} required defaultValue={c?.category} error={errors.category} />
        <TextField name="target_date" type="date" label={t('campaign.target')} optional defaultValue={c?.target_date ?? ''} error={errors.target_date} />
        <label className={styles.field}>
          <span className={styles.label}>{t('campaign.status')}</span>
          <select name="status" className={styles.control} defaultValue={c?.status ?? 'active'}>
            {CAMPAIGN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tCampaigns(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField name="organization_id" type="number" inputMode="numeric" label={t('campaign.organizationId')} optional defaultValue={c?.organization?.id ?? ''} error={errors.organization_id} />
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{t('campaign.description')}</span>
        <textarea name="description" rows={4} className={styles.control} required defaultValue={c?.description} aria-invalid={errors.description ? true : undefined} />
        {errors.description && <span className={styles.error}>{errors.description}</span>}
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
