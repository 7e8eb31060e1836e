/** Advocacy campaigns and residents' membership in them (spec §3 Campaign, Campaign subscription summary). */
import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, paginationQuerySchema } from './common.ts';
import { campaignStatusSchema, membershipRoleSchema } from './enums.ts';

/** Campaigns listed on the dashboard before the '+N more campaigns' line (spec §9). */
export const DASHBOARD_CAMPAIGN_LIMIT = 3;

/** A campaign as the API returns it. */
export const campaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** A short theme, e.g. `infrastructure`, `education`. */
  category: z.string(),
  /** The day the campaign aims for, `YYYY-MM-DD`; null when open-ended. */
  target_date: isoDateSchema.nullable(),
  /** Only `active` campaigns can be joined. */
  status: campaignStatusSchema,
  /** Whether the signed-in user is a member (or organizer); always false for visitors. */
  is_member: z.boolean(),
  /** The signed-in user's role in the campaign, when a member. */
  membership_role: membershipRoleSchema.nullable(),
  /** Residents who joined through this site. */
  member_count: z.number().int().nonnegative(),
  /** The organization running it, when there is one. */
  organization: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  created_at: isoDateTimeSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Filters of `GET /campaigns/`. */
export const listCampaignsQuerySchema = paginationQuerySchema.extend({
  status: campaignStatusSchema.optional(),
});
export type ListCampaignsQuery = z.infer<typeof listCampaignsQuerySchema>;

/** `GET /campaigns/` answers the array itself (spec §7: `campaigns[]`), active campaigns first. */
export const campaignListResponseSchema = z.array(campaignSchema);

/** One of the user's campaigns in the subscription summary. */
export const subscribedCampaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  membership_role: membershipRoleSchema,
});
export type SubscribedCampaign = z.infer<typeof subscribedCampaignSchema>;

/** `GET /campaigns/me/subscriptions`: the user's active campaigns, most recently joined first. */
export const campaignSubscriptionsSchema = z.object({
  /** How many active campaigns the user takes part in (the length of `active_campaigns`). */
  total_subscribed: z.number().int().nonnegative(),
  active_campaigns: z.array(subscribedCampaignSchema),
});
export type CampaignSubscriptions = z.infer<typeof campaignSubscriptionsSchema>;

/** Every editable field, without defaults (a PATCH must not reset the fields it leaves out). */
const campaignFields = {
  title: z.string().trim().min(1, 'Title is required.').max(200),
  description: z.string().trim().min(1, 'Description is required.').max(5000),
  category: z
    .string()
    .trim()
    .min(1, 'Category is required.')
    .max(60)
    .regex(/^[a-z0-9_-]+$/, 'Use lower-case letters, digits, _ or -.'),
  target_date: isoDateSchema.nullable(),
  status: campaignStatusSchema,
  organization_id: idSchema.nullable(),
};

/** `POST /admin/campaigns`. */
export const createCampaignInputSchema = z.object({
  ...campaignFields,
  target_date: campaignFields.target_date.default(null),
  status: campaignFields.status.default('active'),
  organization_id: campaignFields.organization_id.default(null),
});
export type CreateCampaignInput = z.infer<typeof createCampaignInputSchema>;

/** `PATCH /admin/campaigns/{id}`: any subset of the fields. */
export const updateCampaignInputSchema = z
  .object(campaignFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field.');
export type UpdateCampaignInput = z.infer<typeof updateCampaignInputSchema>;

/** Admin list filters: every campaign, whatever its status. */
export const adminListCampaignsQuerySchema = paginationQuerySchema;
