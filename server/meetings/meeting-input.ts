/**
 * What a meeting is made of when it is written (`saveMeeting`), as produced by the seed, ingestion and the Legistar
 * connector. Apart from the store, so the "meeting saved" steps (record-steps.ts) can name it without a cycle.
 */
import type { AgendaItemType, DocumentType, MeetingStatus, MeetingType, MotionKind, VoteChoice, VoteOutcome } from '#contract/enums.ts';

/** Everything needed to write a meeting, as produced by the seed and by ingestion. */
export interface MeetingInput {
  title: string;
  description?: string | null;
  meeting_date: string;
  location?: string | null;
  meeting_type: MeetingType;
  status: MeetingStatus;
  summary?: string | null;
  detailed_summary?: string | null;
  keywords?: string[];
  topics?: string[];
  document_type: DocumentType;
  agenda_url?: string | null;
  minutes_url?: string | null;
  source?: string | null;
  image_paths?: string[];
  full_text?: string | null;
  source_checksum?: string | null;
  source_file?: string | null;
  agenda_items?: AgendaItemInput[];
  voting_records?: VotingRecordInput[];
  /** Invented for a demonstration (DEMO_MEETINGS): labelled as such and never alerted on. */
  is_demo?: boolean;
  /** Known only from the notice of the year's meetings (migration 034); any agenda or minutes written clear it. */
  announced?: boolean;
  /** Read from a structured source (a Legistar Web API): the source (`legistar:<client>`) and its id there. */
  upstream?: { source: string; id: string };
}

export interface AgendaItemInput {
  item_number: string;
  title: string;
  description?: string | null;
  item_type: AgendaItemType;
  section?: string | null;
  vote_required?: boolean;
  vote_result?: string | null;
  /** The page of the source PDF the item is printed on. */
  page?: number | null;
  /** The clerk's file number (`24-1045-1`), linking the matter's appearances across meetings. */
  file_number?: string | null;
  /** The item's id in its structured source (a Legistar event item id). */
  upstream_id?: string | null;
  /**
   * The index in `voting_records` of the motion that decided the item, when the source says (a motion deciding
   * several items is linked to the first); without it, a motion whose `item_numbers` name the item and whose
   * outcome is the item's result decides it.
   */
  decided_by?: number | null;
}

export interface VotingRecordInput {
  /** The agenda item's `item_number`, linking the vote to its item. */
  item_number?: string | null;
  motion: string;
  /** What the motion does (approve, amend, call the question, ...); `other` when not read. */
  motion_kind?: MotionKind;
  /** Every item the motion acts on (its result is theirs); `item_number` is the first. */
  item_numbers?: string[];
  /** The page of the source PDF the roll call is printed on. */
  page?: number | null;
  moved_by?: string | null;
  seconded_by?: string | null;
  outcome: VoteOutcome;
  /** The motion's id in its structured source (the Legistar event item it was taken on). */
  upstream_id?: string | null;
  /** Each voter; from a structured source, with their id there and the source's own word for the vote. */
  votes: { councilor: string; district: number | null; vote: VoteChoice; upstream_person_id?: string | null; upstream_value?: string | null }[];
}
