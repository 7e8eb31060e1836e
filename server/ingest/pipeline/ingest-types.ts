/** What one ingestion is given and what it says of a file: shared by the pipeline and the notice of meeting dates. */
import type { CityContext } from '#city/context.ts';
import type { LlmSettings } from '../../lib/llm-client.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { TopicTerms } from '../keywords-and-topics/topics.ts';

/** What happened to one file. */
export interface IngestResult {
  file: string;
  /** `held`: read, but kept aside instead of replacing its meeting's record (`reason`; issue 50). */
  status: 'created' | 'updated' | 'unchanged' | 'held' | 'failed';
  meetingId: number | null;
  pages: number;
  items: number;
  votes: number;
  /** Stable reason code for failures (`html_page`, `encrypted`, ...). */
  code?: string;
  reason?: string;
  /** Who wrote the short summary: the LLM (checked against the document) or the offline summarizer. */
  summaryBy?: 'llm' | 'extractive';
  /** Why the LLM's summary was not used, when one was asked for. */
  llmRejected?: string;
  /** How many meetings a notice of the year's meetings announced (created now). */
  announced?: number;
}

export interface IngestContext {
  /** The city whose documents these are: its time zone, council name, source and vocabulary (decision 020). */
  city: CityContext;
  db: AppDatabase;
  dataDir: string;
  now: () => Date;
  topics: TopicTerms[];
  /** When set, an abstractive summary is asked of this LLM and used only if it passes the grounding checks. */
  llm?: LlmSettings | null;
  /** Asked before each call to the LLM: false when the hour's budget of summaries is spent (issue 51). */
  llmBudget?: () => Promise<boolean>;
}
