/** Community organizations and residents' connections to them (spec §3 Organization, §2 Organizations). */
import { z } from 'zod';
import { isoDateTimeSchema, pageSchema, paginationQuerySchema, queryBooleanSchema } from './common.ts';
import { focusAreaSchema, organizationTypeSchema } from './enums.ts';

/** Focus areas shown on each card of the grid (spec §9). */
export const ORGANIZATION_CARD_FOCUS_AREAS = 3;

/** A slug as it appears in `/organizations/{slug}`: lower-case words joined by hyphens. */
export const organizationSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');

/** `GET /organizations/slug/{slug}`. */
export const slugParamsSchema = z.object({ slug: organizationSlugSchema });

/** An organization as the API returns it. */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  short_description: z.string().nullable(),
  website_url: z.string().nullable(),
  organization_type: organizationTypeSchema,
  focus_areas: z.array(focusAreaSchema),
  /** Neighborhoods or areas served, as the organization names them. */
  service_areas: z.array(z.string()),
  founded_year: z.number().int().nullable(),
  /** Checked by the site's administrators. */
  is_verified: z.boolean(),
  is_active: z.boolean(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Members as the organization reports them (not our users). */
  member_count: z.number().int(),
  /** Whether the signed-in user is connected to it; always false for visitors. */
  is_connected: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/** Filters of `GET /organizations/`; the spec's client asks for `limit=100&skip=0&active_only=true`. */
export const listOrganizationsQuerySchema = paginationQuerySchema.extend({
  /** Only organizations still active (the default); `false` includes inactive ones. */
  active_only: queryBooleanSchema.default(true),
  organization_type: organizationTypeSchema.optional(),
  focus_area: focusAreaSchema.optional(),
  /** Words searched in the name and descriptions. */
  q: z.string().trim().max(200).optional(),
});
export type ListOrganizationsQuery = z.infer<typeof listOrganizationsQuerySchema>;

export const organizationListResponseSchema = pageSchema(organizationSchema);
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

/** The answer to `PUT`/`DELETE /organizations/{id}/connection`. */
export const connectionStateSchema = z.object({
  organization_id: z.number().int(),
  is_connected: z.boolean(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** `GET /organizations/me/connections`: the organizations the signed-in user is connected to, newest first. */
export const myConnectionsResponseSchema = z.object({
  items: z.array(
    z.object({
      organization_id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      connected_at: isoDateTimeSchema,
    }),
  ),
});
export type MyConnectionsResponse = z.infer<typeof myConnectionsResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** Every editable field, without defaults (a PATCH must not reset the fields it leaves out). */
const organizationFields = {
  name: z.string().trim().min(1, 'Name is required.').max(200),
  slug: organizationSlugSchema,
  description: z.string().trim().min(1, 'Description is required.').max(5000),
  short_description: optionalText(300),
  website_url: z
    .url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://.' })
    .max(500)
    .nullable(),
  organization_type: organizationTypeSchema,
  focus_areas: z.array(focusAreaSchema).min(1, 'Choose at least one focus area.').max(12),
  service_areas: z.array(z.string().trim().min(1).max(100)).max(30),
  founded_year: z.number().int().min(1800).max(2100).nullable(),
  is_verified: z.boolean(),
  is_active: z.boolean(),
  contact_email: z.email('Enter a valid email address.').max(254).nullable(),
  phone: optionalText(40),
  address: optionalText(300),
  member_count: z.number().int().min(0).max(10_000_000),
};

/** `POST /admin/organizations`: a new organization; optional fields default to empty. */
export const createOrganizationInputSchema = z.object({
  ...organizationFields,
  short_description: organizationFields.short_description.default(null),
  website_url: organizationFields.website_url.default(null),
  service_areas: organizationFields.service_areas.default([]),
  founded_year: organizationFields.founded_year.default(null),
  is_verified: organizationFields.is_verified.default(false),
  is_active: organizationFields.is_active.default(true),
  contact_email: organizationFields.contact_email.default(null),
  phone: organizationFields.phone.default(null),
  address: organizationFields.address.default(null),
  member_count: organizationFields.member_count.default(0),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationInputSchema>;

/** `PATCH /admin/organizations/{id}`: any subset of the fields. */
export const updateOrganizationInputSchema = z
  .object(organizationFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInputSchema>;
