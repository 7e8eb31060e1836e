/** Create or edit one organization; the server's field errors show next to each field. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_AREAS, ORGANIZATION_TYPES, type FocusArea, type OrganizationType } from '../../../../../contract/enums.ts';
import type { CreateOrganizationInput, Organization } from '../../../../../contract/organizations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveOrganization } from '../api/save-organization.ts';
import styles from './admin.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const orNull = (value: string) => (value === '' ? null : value);

function readForm(form: HTMLFormElement): CreateOrganizationInput {
  const data = new FormData(form);
  const founded = text(data, 'founded_year');
  return {
    name: text(data, 'name'),
    slug: text(data, 'slug'),
    organization_type: text(data, 'organization_type') as OrganizationType,
    focus_areas: data.getAll('focus_areas').map(String) as FocusArea[],
    short_description: orNull(text(data, 'short_description')),
    description: text(data, 'description'),
    website_url: orNull(text(data, 'website_url')),
    service_areas: text(data, 'service_areas').split(',').map((s) => s.trim()).filter(Boolean),
    founded_year: founded === '' ? null : Number(founded),
    contact_email: orNull(text(data, 'contact_email')),
    phone: orNull(text(data, 'phone')),
    address: orNull(text(data, 'address')),
    member_count: Number(text(data, 'member_count') || '0'),
    is_verified: data.get('is_verified') === 'on',
    is_active: data.get('is_active') === 'on',
  };
}

export function OrganizationForm({ organization, onDone }: { organization: Organization | null; onDone(): void }) {
  const { t } = useTranslation('admin');
  const { t: tOrg } = useTranslation('organizations');
  const save = useSaveOrganization();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const o = organization;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: o?.id ?? null, input: readForm(event.currentTarget) },
      {
        onSuccess: (saved) => {
          toast.success(t('saved', { name: saved.name }));
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
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={o ? t('org.editTitle', { name: o.name }) : t('org.newTitle')}>
      <div className={styles.columns}>
        <TextField name="name" label={t('org.name')} required defaultValue={o?.name} error={errors.name} />
        <TextField name="slug" label={t('org.slug')} hint={t('org.slugHint')} required defaultValue={o?.slug} error={errors.slug} />
        <label className={styles.field}>
          <span className={styles.label}>{t('org.type')}</span>
          <select name="organization_type" className={styles.control} defaultValue={o?.organization_type ?? 'nonprofit'}>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {tOrg(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField name="website_url" type="url" label={t('org.website')} optional defaultValue={o?.website_url ?? ''} error={errors.website_url} />
        <TextField name="contact_email" type="email" label={t('org.email')} optional defaultValue={o?.contact_email ?? ''} error={errors.contact_email} />
        <TextField name="phone" label={t('org.phone')} optional defaultValue={o?.phone ?? ''} error={errors.phone} />
        <TextField name="address" label={t('org.address')} optional defaultValue={o?.address ?? ''} error={errors.address} />
        <TextField name="service_areas" label={t('org.serviceAreas')} hint={t('org.serviceAreasHint')} optional defaultValue={o?.service_areas.join(', ') ?? ''} error={errors.service_areas} />
        <TextField name="founded_year" type="number" inputMode="numeric" label={t('org.founded')} optional defaultValue={o?.founded_year ?? ''} error={errors.founded_year} />
        <TextField name="member_count" type="number" inputMode="numeric" label={t('org.members')} optional defaultValue={o?.member_count ?? 0} error={errors.member_count} />
      </div>
      <TextField name="short_description" label={t('org.shortDescription')} optional defaultValue={o?.short_description ?? ''} error={errors.short_description} />
      <label className={styles.field}>
        <span className={styles.label}>{t('org.description')}</span>
        <textarea name="description" rows={4} className={styles.control} required defaultValue={o?.description} aria-invalid={errors.description ? true : undefined} />
        {errors.description && <span className={styles.error}>{errors.description}</span>}
      </label>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('org.focusAreas')}</legend>
        <div className={styles.checks}>
          {FOCUS_AREAS.map((area) => (
            <label key={area} className={styles.check}>
              <input type="checkbox" name="focus_areas" value={area} defaultChecked={o?.focus_areas.includes(area)} />
              {tOrg(`focusAreas.${area}`)}
            </label>
          ))}
        </div>
        {errors.focus_areas && <span className={styles.error}>{errors.focus_areas}</span>}
      </fieldset>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" name="is_verified" defaultChecked={o?.is_verified ?? false} />
          {t('org.verified')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="is_active" defaultChecked={o?.is_active ?? true} />
          {t('org.active')}
        </label>
      </div>
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
