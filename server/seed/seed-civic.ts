/**
 * Districts, officials, the topic catalogue, organizations and campaigns. Every data file is validated with a
 * zod schema here, so a typo in seed content fails loudly at the first start rather than showing up as a
 * broken page.
 */
import fs from 'node:fs';
import { z } from 'zod';
import {
  campaignStatusSchema,
  focusAreaSchema,
  organizationTypeSchema,
  topicCategorySchema,
} from '#contract/enums.ts';
import { councilDistrictDivision } from '#contract/ocd.ts';
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../db/database.ts';
import { type DistrictFeature, readDistrictFeatures } from '../city-data/district-file.ts';
import { readOfficialRows } from '../city-data/officials-file.ts';
import { readRollCallPeriods } from '../city-data/roll-call-periods.ts';
import type { SeedOptions } from './seed-options.ts';

function readSeedJson<T>(city: CityContext, file: string, schema: z.ZodType<T>): T {
  const text = fs.readFileSync(city.dataFile(file), 'utf8');
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`Seed file ${file} is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}

export const topicSeedSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    category: topicCategorySchema,
    display_name: z.string().min(1),
    description: z.string().min(1),
    icon: z.string().min(1),
  }),
);

export const organizationSeedSchema = z.array(
  z.object({
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    description: z.string().min(1),
    short_description: z.string().min(1),
    website_url: z.url().nullable(),
    organization_type: organizationTypeSchema,
    focus_areas: z.array(focusAreaSchema).min(1),
    service_areas: z.array(z.string()),
    founded_year: z.number().int().min(1800).max(2100).nullable(),
    is_verified: z.boolean(),
    is_active: z.boolean().default(true),
    contact_email: z.email().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    member_count: z.number().int().nonnegative(),
  }),
);

export const campaignSeedSchema = z.array(
  z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    category: z.string().min(1),
    /** Days from the seeding date, so targets stay in the future on a fresh install. */
    target_in_days: z.number().int().nullable(),
    status: campaignStatusSchema.default('active'),
    organization_slug: z.string().nullable(),
  }),
);

/** The city's council districts (its data folder's GeoJSON) into the districts table. */
export async function insertDistricts(db: Pick<AppDatabase, 'insertInto'>, districts: DistrictFeature[]): Promise<void> {
  await db
    .insertInto('districts')
    .values(districts.map((d) => ({ ...d, geometry: JSON.stringify(d.geometry) })))
    .execute();
}

export async function seedCivicData(db: AppDatabase, { city, now }: SeedOptions): Promise<void> {
  const iso = now.toISOString();
  const districts = readDistrictFeatures(city);
  const officials = readOfficialRows(city);
  const formerCouncilors = readRollCallPeriods(city);
  const topics = readSeedJson(city, 'topics.json', topicSeedSchema);
  const organizations = readSeedJson(city, 'organizations.json', organizationSeedSchema);
  const campaigns = readSeedJson(city, 'campaigns.json', campaignSeedSchema);

  await db.transaction().execute(async (trx) => {
    await insertDistricts(trx, districts);

    const current = officials.map((row) => ({
      name: row.name ?? '',
      position: row.role === 'mayor' ? 'Mayor' : `Councilor, District ${row.district}`,
      district: row.district ? Number(row.district) : null,
      email: row.email_third_party_unverified || null,
      phone: row.phone_third_party_unverified || null,
      term_start: /^\d{4}-\d{2}-\d{2}$/.test(row.first_seen_in_minutes ?? '') ? row.first_seen_in_minutes! : null,
      term_end: null,
      contact_verified: 0,
      ocd_division_id: row.ocd_division_id || null,
    }));
    const currentSurnames = new Set(officials.map((o) => `${o.district}:${o.roll_call_surname}`));
    const former = formerCouncilors
      .filter((c) => !currentSurnames.has(`${c.district}:${c.surname}`))
      .map((c) => ({
        name: c.surname,
        position: `Former Councilor, District ${c.district}`,
        district: c.district,
        email: null,
        phone: null,
        term_start: c.from,
        term_end: c.to,
        contact_verified: 0,
        ocd_division_id: councilDistrictDivision(city.config.ocdDivision, c.district),
      }));
    await trx.insertInto('officials').values([...current, ...former]).execute();

    if (topics.length > 0) await trx.insertInto('notification_topics').values(topics).execute();

    const orgIds = new Map<string, number>();
    for (const org of organizations) {
      const row = await trx
        .insertInto('organizations')
        .values({
          ...org,
          focus_areas: JSON.stringify(org.focus_areas),
          service_areas: JSON.stringify(org.service_areas),
          is_verified: org.is_verified ? 1 : 0,
          is_active: org.is_active ? 1 : 0,
          created_at: iso,
          updated_at: iso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orgIds.set(org.slug, row.id);
    }

    for (const campaign of campaigns) {
      const target =
        campaign.target_in_days === null
          ? null
          : new Date(now.getTime() + campaign.target_in_days * 86_400_000).toISOString().slice(0, 10);
      await trx
        .insertInto('campaigns')
        .values({
          title: campaign.title,
          description: campaign.description,
          category: campaign.category,
          target_date: target,
          status: campaign.status,
          organization_id: campaign.organization_slug ? (orgIds.get(campaign.organization_slug) ?? null) : null,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
    }
  });
}
