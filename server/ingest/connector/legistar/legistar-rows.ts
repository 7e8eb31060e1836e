/**
 * The rows of a Legistar Web API this connector reads, in the API's own field names (only the fields used; the
 * API sends more). Checked with zod where a row enters: a row without its id or date is refused by name.
 */
import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();

export const legistarEventSchema = z.object({
  EventId: z.number().int(),
  EventLastModifiedUtc: z.string(),
  EventBodyId: z.number().int(),
  EventBodyName: z.string(),
  /** The meeting's local date at midnight (`2025-02-13T00:00:00`); the time is apart. */
  EventDate: z.string(),
  /** `1:30 PM`, local time; may be missing. */
  EventTime: text,
  EventLocation: text,
  EventAgendaStatusName: text,
  EventMinutesStatusName: text,
  EventAgendaFile: text,
  EventMinutesFile: text,
  EventComment: text,
  EventInSiteURL: text,
});
export type LegistarEvent = z.infer<typeof legistarEventSchema>;

export const legistarEventItemSchema = z.object({
  EventItemId: z.number().int(),
  EventItemLastModifiedUtc: text,
  EventItemAgendaSequence: num,
  EventItemMinutesSequence: num,
  EventItemAgendaNumber: text,
  EventItemTitle: text,
  EventItemAgendaNote: text,
  EventItemMinutesNote: text,
  EventItemActionName: text,
  EventItemActionText: text,
  EventItemPassedFlag: num,
  EventItemPassedFlagName: text,
  EventItemRollCallFlag: num,
  EventItemConsent: num,
  EventItemMatterId: num,
  EventItemMatterFile: text,
  EventItemMatterName: text,
  EventItemMatterType: text,
  EventItemMatterStatus: text,
  EventItemMover: text,
  EventItemSeconder: text,
});
export type LegistarEventItem = z.infer<typeof legistarEventItemSchema>;

export const legistarVoteSchema = z.object({
  VotePersonId: num,
  VotePersonName: z.string(),
  VoteValueName: text,
  VoteResult: num,
});
export type LegistarVote = z.infer<typeof legistarVoteSchema>;

export const legistarRollCallSchema = z.object({
  RollCallPersonId: num,
  RollCallPersonName: z.string(),
  RollCallValueName: text,
});
export type LegistarRollCall = z.infer<typeof legistarRollCallSchema>;

/** Rows of a list, each checked; one bad row fails the list (with the row's position), not silently drops it. */
export function parseRows<T>(schema: z.ZodType<T>, rows: unknown, what: string): T[] {
  if (!Array.isArray(rows)) throw new Error(`${what}: expected a list`);
  return rows.map((row, i) => {
    const result = schema.safeParse(row);
    if (!result.success) throw new Error(`${what}: row ${i} does not have the expected fields (${z.prettifyError(result.error)})`);
    return result.data;
  });
}

export const legistarMatterSchema = z.object({
  MatterId: z.number().int(),
  MatterGuid: text,
  MatterLastModifiedUtc: text,
  MatterFile: text,
  MatterName: text,
  MatterTitle: text,
  MatterTypeName: text,
  MatterStatusName: text,
  MatterBodyName: text,
  MatterVersion: text,
  MatterIntroDate: text,
  MatterPassedDate: text,
  MatterEnactmentDate: text,
  MatterEnactmentNumber: text,
});
export type LegistarMatter = z.infer<typeof legistarMatterSchema>;

export const legistarMatterHistorySchema = z.object({
  MatterHistoryId: z.number().int(),
  MatterHistoryActionDate: text,
  MatterHistoryActionName: text,
  MatterHistoryActionText: text,
  MatterHistoryActionBodyName: text,
  MatterHistoryEventId: num,
  MatterHistoryPassedFlag: num,
  MatterHistoryVersion: text,
});

export const legistarMatterSponsorSchema = z.object({
  MatterSponsorNameId: num,
  MatterSponsorName: z.string(),
  MatterSponsorSequence: num,
});

/** `/matters/{id}/attachments`: the documents the Council links a matter to (its text, summary, hearing testimony). */
export const legistarMatterAttachmentSchema = z.object({
  MatterAttachmentId: z.number().int(),
  MatterAttachmentName: text,
  MatterAttachmentHyperlink: text,
  MatterAttachmentSort: num,
});

/** `/bodies`: the council and its committees. */
export const legistarBodySchema = z.object({
  BodyId: z.number().int(),
  BodyName: z.string(),
  BodyTypeName: text,
  BodyActiveFlag: num,
});

/** `/persons`: the people the office records name. */
export const legistarPersonSchema = z.object({
  PersonId: z.number().int(),
  PersonFullName: z.string(),
  PersonEmail: text,
  PersonWWW: text,
  PersonActiveFlag: num,
  PersonLastModifiedUtc: text,
});
export type LegistarPerson = z.infer<typeof legistarPersonSchema>;

/** `/officerecords` (and `/persons/{id}/officerecords`): one person's seat on one body, from a date to a date. */
export const legistarOfficeRecordSchema = z.object({
  OfficeRecordId: z.number().int(),
  OfficeRecordPersonId: z.number().int(),
  OfficeRecordBodyId: z.number().int(),
  OfficeRecordBodyName: text,
  OfficeRecordTitle: text,
  OfficeRecordMemberType: text,
  OfficeRecordFullName: text,
  OfficeRecordStartDate: text,
  OfficeRecordEndDate: text,
  OfficeRecordLastModifiedUtc: text,
});
export type LegistarOfficeRecord = z.infer<typeof legistarOfficeRecordSchema>;
