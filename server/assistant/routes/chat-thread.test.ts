/**
 * The assistant keeps the thread (issue 33): a new question after the district prompt is a new question, an address
 * in the question finds the councilor, public comment gets how to be heard, an item is listed once however many
 * records repeat it, a result class is Spanish in a Spanish reply, and a question civic only by a weak word that
 * the records cannot answer gets the scope answer. Seeded Tulsa deployment, offline engine.
 */
import { describe, expect, it } from 'vitest';
import type { ChatHistoryEntry, ChatResponse } from '#contract/chat.ts';
import { seededChatApp } from '../../test/chat-app.ts';
import { TEST_NOW } from '../../test/test-app.ts';

const seeded = seededChatApp();

/** Asks each turn with the replies before it as history; returns the last reply. */
async function converse(turns: string[], language: 'en' | 'es' = 'en'): Promise<ChatResponse> {
  const history: ChatHistoryEntry[] = [];
  let last: ChatResponse | undefined;
  for (const message of turns) {
    last = await seeded.chat({ message, conversation_history: history, language });
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: last.response });
  }
  return last!;
}

const december4 = () =>
  seeded.ctx.db.selectFrom('meetings').select('id').where('title', '=', 'City Council Regular Meeting - December 4, 2024').executeTakeFirstOrThrow();

describe('the assistant keeps the thread', () => {
  it('answers a new question after the district prompt instead of asking for the district again', async () => {
    const reply = await converse(['Who is my councilor?', 'What did the council decide about rezoning Z-7792?']);
    expect(reply.kind).toBe('answer');
    expect(reply.response).not.toContain('I need your council district');
    expect(reply.sources.map((s) => `${s.type}:${s.id}`)).toContain(`meeting:${(await december4()).id}`);
  });

  it('still completes the district prompt with a district or an address', async () => {
    expect((await converse(['Who is my councilor?', 'District 4'])).sources[0]).toMatchObject({ type: 'councilor', id: '4' });
    const byAddress = await converse(['Who is my councilor?', '175 E 2nd St']);
    expect(byAddress.sources[0]).toMatchObject({ type: 'councilor', id: '1' });
  });

  it('finds the councilor of an address given in the question, saying how it was placed', async () => {
    const reply = await converse(['Who is my councilor if I live at 175 E 2nd St?']);
    expect(reply.kind).toBe('answer');
    expect(reply.response).toMatch(/^I placed \*\*175 E 2ND ST\*\* in District 1, from the city's own address point\./);
    expect(reply.sources[0]).toMatchObject({ type: 'councilor', id: '1' });
    const spanish = await converse(['¿Quién es mi concejal si vivo en 175 E 2nd St?'], 'es');
    expect(spanish.response).toMatch(/^Ubiqué \*\*175 E 2ND ST\*\* en el Distrito 1/);
  });

  it('says it cannot place an address it does not know, and points to the finder', async () => {
    const reply = await converse(['Who is my councilor if I live at 99999 Nowhere Zzyzx Ave?']);
    expect(reply.kind).toBe('clarify');
    expect(reply.response).toMatch(/^I couldn't place \*\*99999 Nowhere Zzyzx Ave\*\*/);
    expect(reply.sources).toEqual([expect.objectContaining({ type: 'page', id: 'find-district' })]);
  });

  it('answers how to speak during public comment with the ways to be heard and the next meeting’s deadlines', async () => {
    const reply = await converse(['How can I speak during public comment?']);
    expect(reply.kind).toBe('answer');
    expect(reply.response).toMatch(/^You can be heard on an item before the council votes on it:/);
    expect(reply.response).toContain('Request to Speak form, in person at City Hall');
    expect(reply.response).toContain("Hearing of Public Comments (for this meeting, by Thursday, November 19, 2026 at 12:00 PM)");
    expect(reply.response).not.toMatch(/change order/i);
    const next = await seeded.ctx.db.selectFrom('meetings').select('id').where('meeting_type', '=', 'regular_council').where('meeting_date', '>=', TEST_NOW).orderBy('meeting_date').executeTakeFirstOrThrow();
    expect(reply.sources).toEqual([expect.objectContaining({ type: 'meeting', id: String(next.id) })]);
    const spanish = await converse(['¿Cómo puedo hablar en los comentarios públicos?'], 'es');
    expect(spanish.response).toMatch(/^Puede hacerse escuchar sobre un punto antes de que el concejo lo vote:/);
  });

  it('still answers what residents said at public comment from the records', async () => {
    const reply = await converse(['What did residents say about 5G cell towers during public comments?']);
    expect(reply.response).not.toMatch(/^You can be heard/);
  });

  it('gives the scope answer, not "I don\'t know", to a question civic only by a weak word', async () => {
    const spanish = await converse(['¿Qué puedo hacer en la ciudad este fin de semana?'], 'es');
    expect(spanish.kind).toBe('refusal');
    expect(spanish.response).toMatch(/^Lo siento, solo puedo responder preguntas sobre el gobierno local de Tulsa\./);
    expect((await converse(['Where is a good dog park in Tulsa?'])).kind).toBe('refusal');
  });

  it('lists an item once when the records repeat it, and says its result class in Spanish', async () => {
    const { id } = await december4();
    const item = await seeded.ctx.db.selectFrom('agenda_items').selectAll().where('meeting_id', '=', id).where('title', 'like', '%Z-7792%').executeTakeFirstOrThrow();
    await seeded.ctx.db.updateTable('agenda_items').set({ vote_result: 'passed' }).where('id', '=', item.id).execute();
    const { id: _id, ...copy } = item;
    for (const n of [1, 2]) {
      await seeded.ctx.db.insertInto('agenda_items').values({ ...copy, vote_result: 'passed', position: item.position + 100 + n, item_number: `${item.item_number}${n}` }).execute();
    }
    const english = await converse(['What did the council decide about rezoning Z-7792?']);
    expect(english.response.match(/Rezoning Application Z-7792/g)).toHaveLength(1);
    const spanish = await converse(['¿Qué decidió el concejo sobre la rezonificación Z-7792?'], 'es');
    expect(spanish.response.match(/Rezoning Application Z-7792/g)).toHaveLength(1);
    expect(spanish.response).toContain('— **aprobado**');
    expect(spanish.response).not.toMatch(/\*\*passed\*\*/);
  });
});
