/**
 * The organization form: one schema reads what was typed into the contract's `CreateOrganizationInput`. It
 * holds no rules of its own (the spec shows none for administrators); the server's contract schema checks
 * the values and its field problems show by their fields, the first one focused.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FOCUS_AREAS, ORGANIZATION_TYPES } from '#contract/enums.ts';
import type { CreateOrganizationInput, Organization } from '#contract/organizations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useSaveOrganization } from '../api/save-organization.ts';
import styles from './admin.module.css';
import { settleRecordSave } from './settle-record-save.ts';

const trimmed = () => z.string().check(z.trim());
/** Optional text: blank clears it. */
const orNull = () => z.pipe(trimmed(), z.transform((v: string) => (v === '' ? null : v)));

/** What the form holds, as typed, to what the endpoint takes. */
export const organizationFormSchema = z.object({
  name: trimmed(),
  slug: trimmed(),
  organization_type: z.enum(ORGANIZATION_TYPES),
  website_url: orNull(),
  contact_email: orNull(),
  phone: orNull(),
  address: orNull(),
  /** Comma-separated, as typed. */
  service_areas: z.pipe(trimmed(), z.transform((v: string) => v.split(',').map((s) => s.trim()).filter(Boolean))),
  founded_year: z.pipe(trimmed(), z.transform((v: string) => (v === '' ? null : Number(v)))),
  member_count: z.pipe(trimmed(), z.transform((v: string) => Number(v || '0'))),
  short_description: orNull(),
  description: trimmed(),
  focus_areas: z.array(z.enum(FOCUS_AREAS)),
  is_verified: z.boolean(),
  is_active: z.boolean(),
}) satisfies z.ZodMiniType<CreateOrganizationInput>;

type OrganizationFormValues = z.input<typeof organizationFormSchema>;

/** A new organization's form. */
const EMPTY_VALUES: OrganizationFormValues = {
  name: '',
  slug: '',
  organization_type: 'nonprofit',
  website_url: '',
  contact_email: '',
  phone: '',
  address: '',
  service_areas: '',
  founded_year: '',
  member_count: '0',
  short_description: '',
  description: '',
  focus_areas: [],
  is_verified: false,
  is_active: true,
};

function formValues(o: Organization | null): OrganizationFormValues {
  if (!o) return { ...EMPTY_VALUES, focus_areas: [] };
  return {
    name: o.name,
    slug: o.slug,
    organization_type: o.organization_type,
    website_url: o.website_url ?? '',
    contact_email: o.contact_email ?? '',
    phone: o.phone ?? '',
    address: o.address ?? '',
    service_areas: o.service_areas.join(', '),
    founded_year: o.founded_year === null ? '' : String(o.founded_year),
    member_count: String(o.member_count),
    short_description: o.short_description ?? '',
    description: o.description,
    focus_areas: o.focus_areas,
    is_verified: o.is_verified,
    is_active: o.is_active,
  };
}

export function OrganizationFormFields({ organization, onDone }: { organization: Organization | null; onDone(): void }) {
  const { t } = useTranslation('admin');
  const { t: tOrg } = useTranslation('organizations');
  const save = useSaveOrganization();
  const element = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(organizationFormSchema, formValues(organization));
  const { register, formState: { errors } } = form;
  const o = organization;
  const id = useId();

  const handleSubmit = form.handleSubmit((input) =>
    settleRecordSave(save.mutateAsync({ id: o?.id ?? null, input }), (saved) => saved.name, { form, element: element.current, t, onDone }),
  );

  const field = (name: Exclude<keyof OrganizationFormValues, 'focus_areas' | 'is_verified' | 'is_active' | 'organization_type' | 'description'>) => ({
    ...register(name),
    error: errors[name]?.message,
  });
  const problem = (name: 'description' | 'focus_areas') => errors[name]?.message;

  return (
    <form ref={element} className={styles.form} onSubmit={handleSubmit} noValidate aria-label={o ? t('org.editTitle', { name: o.name }) : t('org.newTitle')}>
      <div className={styles.columns}>
        <TextField label={t('org.name')} required {...field('name')} />
        <TextField label={t('org.slug')} hint={t('org.slugHint')} required {...field('slug')} />
        <label className={styles.field}>
          <span className={styles.label}>{t('org.type')}</span>
          <select className={styles.control} {...register('organization_type')}>
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {tOrg(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField type="url" label={t('org.website')} optional {...field('website_url')} />
        <TextField type="email" label={t('org.email')} optional {...field('contact_email')} />
        <TextField label={t('org.phone')} optional {...field('phone')} />
        <TextField label={t('org.address')} optional {...field('address')} />
        <TextField label={t('org.serviceAreas')} hint={t('org.serviceAreasHint')} optional {...field('service_areas')} />
        <TextField type="number" inputMode="numeric" label={t('org.founded')} optional {...field('founded_year')} />
        <TextField type="number" inputMode="numeric" label={t('org.members')} optional {...field('member_count')} />
      </div>
      <TextField label={t('org.shortDescription')} optional {...field('short_description')} />
      <label className={styles.field}>
        <span className={styles.label}>{t('org.description')}</span>
        <textarea
          rows={4}
          className={styles.control}
          required
          {...register('description')}
          aria-invalid={problem('description') ? true : undefined}
          aria-describedby={problem('description') ? `${id}-description-error` : undefined}
        />
        {problem('description') && (
          <span id={`${id}-description-error`} className={styles.error} role="alert">
            {problem('description')}
          </span>
        )}
      </label>
      <fieldset className={styles.fieldset} aria-describedby={problem('focus_areas') ? `${id}-focus-areas-error` : undefined}>
        <legend className={styles.label}>{t('org.focusAreas')}</legend>
        <div className={styles.checks}>
          {FOCUS_AREAS.map((area) => (
            <label key={area} className={styles.check}>
              <input type="checkbox" value={area} {...register('focus_areas')} />
              {tOrg(`focusAreas.${area}`)}
            </label>
          ))}
        </div>
        {problem('focus_areas') && (
          <span id={`${id}-focus-areas-error`} className={styles.error} role="alert">
            {problem('focus_areas')}
          </span>
        )}
      </fieldset>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" {...register('is_verified')} />
          {t('org.verified')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('is_active')} />
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
