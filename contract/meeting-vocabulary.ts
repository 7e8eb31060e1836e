/**
 * The meetings' closed vocabularies as plain lists, without their schemas (contract/enums.ts builds those from
 * them): the meetings page reads them for its filters and labels without loading the validator.
 */

/** Kinds of council body whose meetings we publish (spec §3 Meeting). */
export const MEETING_TYPES = [
  'regular_council',
  'public_works_committee',
  'urban_economic_committee',
  'budget_committee',
  'planning_commission',
  'board_of_adjustment',
  'quality_of_life_task_force',
  'capital_improvement_task_force',
  'passenger_rail_task_force',
  'hud_grant_committee',
  'hunger_food_task_force',
  'mayor_council_retreat',
  'public_safety_task_force',
  'river_infrastructure_task_force',
  'street_lighting_task_force',
  'food_desert_task_force',
  'tribal_nations_committee',
  'truancy_prevention_task_force',
  'other',
] as const;
/** Lifecycle of a meeting. `scheduled` is shown to residents as "Upcoming". */
export const MEETING_STATUSES = ['scheduled', 'completed', 'cancelled', 'postponed'] as const;

/**
 * What the meetings list can be filtered by: a status, where `scheduled` means still ahead (shown as "Upcoming"),
 * plus `awaiting_minutes`, a scheduled meeting whose time has passed without minutes (issue 33), and `no_agenda`,
 * a meeting only the notice of the year's meetings announced whose date passed with no agenda (decision 071).
 */
export const MEETING_STATUS_FILTERS = [...MEETING_STATUSES, 'awaiting_minutes', 'no_agenda'] as const;
export type MeetingStatusFilter = (typeof MEETING_STATUS_FILTERS)[number];

/** How a member voted on a roll call, in the order a roll call's counts are given. */
export const VOTE_CHOICES = ['aye', 'nay', 'abstain', 'absent'] as const;
