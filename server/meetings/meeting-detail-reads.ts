/**
 * What a meeting's detail shows beside the record, read by the domains above it: the corrections made to it
 * (corrections/correction-reads.ts) and the places its items name (places/place-reads.ts). Registered at start-up
 * with the record's steps (server/record-steps-standard.ts), so that the record imports neither (decision 155). A
 * detail read in a process that registered none throws, rather than showing a meeting without its corrections.
 */
import type { Kysely } from 'kysely';
import type { AppliedCorrection } from '#contract/corrections.ts';
import type { ItemPlace } from '#contract/places.ts';
import type { Database } from '../db/schema.ts';

export interface MeetingDetailReads {
  /** The corrections that apply to the meeting's page. */
  correctionsOf(db: Kysely<Database>, meetingId: number): Promise<AppliedCorrection[]>;
  /** The places of each of these items; items without places are absent. */
  placesOfItems(db: Kysely<Database>, itemIds: number[]): Promise<Map<number, ItemPlace[]>>;
}

let registered: MeetingDetailReads | null = null;

export function registerMeetingDetailReads(reads: MeetingDetailReads): void {
  registered = reads;
}

export function meetingDetailReads(): MeetingDetailReads {
  if (!registered) throw new Error("A meeting's detail was read before registerStandardRecordSteps(): its corrections and places would be missing");
  return registered;
}
