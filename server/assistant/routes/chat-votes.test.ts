/**
 * Issue 48, the assistant on votes and in Spanish: "how did X vote on Y" leads with the roll call that decided Y
 * (decision 008), never leaves out the person's "no" for side votes, and a thread of follow-ups ("did anyone vote
 * against it?") keeps its subject for five turns, in English and in Spanish; a Spanish reply quotes the Spanish
 * summary where the record gives one. Seeded Tulsa deployment plus one budget meeting, offline engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistoryEntry, ChatResponse } from '#contract/chat.ts';
import type { VoteChoice } from '#contract/enums.ts';
import { createMeeting } from '../../test/factories.ts';
import { seededChatApp } from '../../test/chat-app.ts';
import { storedSpanishSummary } from '../../plain/stored-summaries-es.ts';

const seeded = seededChatApp();
let councilors: { councilor: string; district: number | null }[] = [];
let dissenter = '';

/** A roll call of the seeded council where only `nay` votes no. */
const roll = (nay: string | null) =>
  councilors.map((c) => ({ councilor: c.councilor, district: c.district, vote: (c.councilor === nay ? 'nay' : 'aye') as VoteChoice }));

beforeAll(async () => {
  councilors = await seeded.ctx.db.selectFrom('councilor_votes').select(['councilor', 'district']).distinct().where('district', 'is not', null).orderBy('district').execute();
  const byDistrict = new Map(councilors.map((c) => [c.district, c]));
  councilors = [...byDistrict.values()];
  dissenter = councilors[1]!.councilor;
  const amendment = (n: string, what: string) => ({ item_number: n, title: `Amendment to the Quillwater Budget for ${what}.`, item_type: 'motion' as const, vote_result: 'passed' });
  await createMeeting(seeded.ctx.db, {
    title: 'City Council Regular Meeting - June 11, 2025',
    meeting_date: '2025-06-11T22:00:00.000Z',
    summary: 'The Council adopted the Quillwater Budget 8-1 after three amendments.',
    agenda_items: [
      amendment('6.a', 'park lighting'),
      amendment('6.b', 'library hours'),
      amendment('6.c', 'street repair'),
      { item_number: '6.d', title: 'Adoption of the Quillwater Budget for Fiscal Year 2026.', item_type: 'motion', vote_result: 'passed' },
    ],
    voting_records: [
      ...['6.a', '6.b', '6.c'].map((n) => ({ item_number: n, motion: `approve ${n}`, motion_kind: 'approve' as const, outcome: 'passed' as const, votes: roll(null) })),
      // A side motion on the adoption, on which everyone voted aye, before the vote that decided it.
      { item_number: '6.d', motion: 'amend the motion to add a report date', motion_kind: 'amend', outcome: 'passed', votes: roll(null) },
      { item_number: '6.d', motion: 'adopt 6.d', motion_kind: 'approve', outcome: 'passed', votes: roll(dissenter) },
    ],
  });
});

/** Asks each turn with the replies before it as history; returns every reply. */
async function converse(turns: string[], language: 'en' | 'es' = 'en'): Promise<ChatResponse[]> {
  const history: ChatHistoryEntry[] = [];
  const replies: ChatResponse[] = [];
  for (const message of turns) {
    const reply = await seeded.chat({ message, conversation_history: history, language });
    replies.push(reply);
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply.response });
  }
  return replies;
}

const listed = (reply: ChatResponse) => reply.response.split('\n').filter((l) => l.startsWith('- '));

describe('how a councilor voted', () => {
  it('leads with the roll call that decided the adoption, the person\'s "no", not the side votes', async () => {
    const [reply] = await converse([`How did ${dissenter} vote on the Quillwater budget?`]);
    expect(reply!.kind).toBe('answer');
    expect(listed(reply!)[0]).toMatch(new RegExp(`item 6\\.d \\(Adoption of the Quillwater Budget.*\\): ${dissenter} voted \\*\\*no\\*\\*|item 6\\.d .*${dissenter} voted \\*\\*nay`));
    // The amendment of the adoption motion, on which the person voted aye, is not what the line tells.
    expect(listed(reply!).filter((l) => l.includes('item 6.d'))).toHaveLength(1);
    const [spanish] = await converse([`¿Cómo votó ${dissenter} sobre el presupuesto Quillwater?`], 'es');
    expect(listed(spanish!)[0]).toMatch(new RegExp(`punto 6\\.d .*${dissenter} votó \\*\\*en contra\\*\\*`));
  });

  it('a councilor who voted aye on everything still gets the adoption first', async () => {
    const other = councilors[0]!.councilor;
    const [reply] = await converse([`How did ${other} vote on the Quillwater budget?`]);
    expect(listed(reply!)[0]).toContain('item 6.d');
  });
});

describe('a thread about a vote holds for five turns', () => {
  it('answers "did anyone vote against it?" from the same item, in English', async () => {
    const replies = await converse([
      `How did ${dissenter} vote on the Quillwater budget?`,
      'Did anyone vote against it?',
      `How did ${councilors[2]!.councilor} vote on it?`,
      'Did anyone vote against it?',
      'Who voted against it?',
    ]);
    expect(replies.map((r) => r.kind)).toEqual(['answer', 'answer', 'answer', 'answer', 'answer']);
    for (const reply of [replies[1]!, replies[3]!, replies[4]!]) {
      expect(reply.response).toMatch(new RegExp(`item 6\\.d \\(Adoption of the Quillwater Budget[^\\n]*voted \\*\\*no\\*\\*: ${dissenter} \\(${councilors.length - 1} aye\\)`));
      // The amendments passed with no "no": said so, not left to guess.
      expect(reply.response).toMatch(/item 6\.a [^\n]*\*\*no one\*\* voted no/);
    }
    expect(listed(replies[2]!)[0]).toMatch(new RegExp(`item 6\\.d .*${councilors[2]!.councilor} voted`));
  });

  it('answers "¿alguien votó en contra?" from the same item, in Spanish', async () => {
    const replies = await converse([
      `¿Cómo votó ${dissenter} sobre el presupuesto Quillwater?`,
      '¿Alguien votó en contra?',
      `¿Cómo votó ${councilors[2]!.councilor} sobre eso?`,
      '¿Alguien votó en contra?',
      '¿Quién votó en contra?',
    ], 'es');
    expect(replies.map((r) => r.kind)).toEqual(['answer', 'answer', 'answer', 'answer', 'answer']);
    for (const reply of [replies[1]!, replies[3]!, replies[4]!]) {
      expect(reply.response).toMatch(new RegExp(`punto 6\\.d [^\\n]*votó \\*\\*en contra\\*\\*: ${dissenter} \\(${councilors.length - 1} a favor\\)`));
    }
  });
});

describe('a Spanish reply quotes the Spanish summary', () => {
  it('gives the latest meeting with its Spanish summary, not the English one', async () => {
    const latest = await seeded.ctx.db.selectFrom('meetings').select(['id', 'summary']).where('status', '=', 'completed').where('is_demo', '=', 0)
      .orderBy('meeting_date', 'desc').executeTakeFirstOrThrow();
    const [reply] = await converse(['¿Cuál fue la última reunión?'], 'es');
    const spanish = await storedSpanishSummary(seeded.ctx.db, seeded.ctx.app.city, latest.id);
    expect(spanish).toBeTruthy();
    expect(reply!.response).toContain(spanish!.slice(0, 60));
    expect(reply!.response).not.toContain(latest.summary!.slice(0, 60));
    const [english] = await converse(['What was the last meeting?']);
    expect(english!.response).toContain(latest.summary!.slice(0, 60));
  });
});
