/**
 * `POST /api/v1/representatives/compose-email`: the offline composer's three tones, the validation messages of
 * spec §5, the 5,000-character limit, and the LLM composer against a local OpenAI-compatible stub.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposedEmail, Representative } from '#contract/representatives.ts';
import { CONTACT_MESSAGES } from '#contract/representatives-limits.ts';
import { type LlmStub, startLlmStub } from '../../test/peers/llm-stub.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const REPRESENTATIVES: Representative[] = [
  { name: 'Laura Bellis', position: 'Councilor, District 4', email: 'dist4@tulsacouncil.org', phone: '(918) 596-1924', district: 4 },
  { name: 'Monroe Nichols', position: 'Mayor', email: 'mayor@cityoftulsa.org', phone: '(918) 596-7777', district: null },
  { name: 'Tulsa City Council Office', position: 'City Council Office', email: null, phone: '(918) 596-1990', district: null },
];
const ISSUE =
  'The streetlight at 11th and Peoria has been out for six weeks. Kids walk past it to the bus stop before sunrise.';

function payload(overrides: Record<string, unknown> = {}) {
  return { address: '1234 E 11th St, Tulsa, OK 74120', issue: ISSUE, tone: 'formal', representatives: REPRESENTATIVES, ...overrides };
}

async function compose(ctx: TestApp, body: unknown) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/representatives/compose-email', payload: body as object });
  return { status: response.statusCode, body: response.json() };
}

describe('the offline composer', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('writes three clearly different emails that all carry the concern, the district and the recipients', async () => {
    const emails: Record<string, ComposedEmail> = {};
    for (const tone of ['friendly', 'formal', 'urgent']) {
      const { status, body } = await compose(ctx, payload({ tone, sender_name: 'Dana Reyes' }));
      expect(status).toBe(200);
      emails[tone] = body as ComposedEmail;
    }
    for (const email of Object.values(emails)) {
      expect(email.engine).toBe('offline');
      expect(email.subject).toContain('The streetlight at 11th and Peoria has been out for six weeks');
      expect(email.body).toContain(ISSUE);
      expect(email.body).toContain('District 4');
      expect(email.body).toContain('Councilor Laura Bellis and Mayor Monroe Nichols');
      expect(email.body).toContain('Dana Reyes');
      // Nothing the resident did not say: no numbers beyond theirs and the address.
      expect(email.body.match(/\d+/g)?.filter((n) => !`${ISSUE} 1234 E 11th St, Tulsa, OK 74120 District 4`.includes(n))).toEqual([]);
    }
    const { friendly, formal, urgent } = emails as Record<'friendly' | 'formal' | 'urgent', ComposedEmail>;
    expect(new Set([friendly.subject, formal.subject, urgent.subject]).size).toBe(3);
    expect(friendly.body).toMatch(/^Hello Councilor Laura Bellis and Mayor Monroe Nichols,\n/);
    expect(formal.body).toMatch(/^Dear Councilor/);
    expect(urgent.subject).toMatch(/^URGENT:/);
    expect(friendly.body).toMatch(/Thanks,\nDana Reyes$/);
    expect(formal.body).toMatch(/Respectfully,\nDana Reyes\n1234 E 11th St, Tulsa, OK 74120$/);
    expect(urgent.body).toMatch(/Thank you,\nDana Reyes$/);
    expect(formal.body).toContain('agenda of an upcoming council or committee meeting');
    expect(urgent.body).toContain('as soon as possible');
    // The formal letter is the longest, the urgent one the shortest.
    expect(formal.body.length).toBeGreaterThan(friendly.body.length);
    expect(friendly.body.length).toBeGreaterThan(urgent.body.length);
  });

  it('signs as a resident of the district when no name is given, and shortens a long first sentence for the subject', async () => {
    const issue = `${'Our neighborhood park on the east side needs new lighting and repaired benches '.repeat(3)}. Please help.`;
    const { body } = await compose(ctx, payload({ tone: 'friendly', issue }));
    expect(body.body).toMatch(/Thanks,\nA District 4 resident$/);
    expect(body.subject.length).toBeLessThan(130);
    expect(body.subject).toContain('…');
  });

  it('makes the subject of a long first sentence its first clause, whole, not a sentence cut off mid-way', async () => {
    const issue = 'The streetlight at 11th and Peoria has been out for six weeks, and the pothole in front of the school has grown so large that cars swerve into the other lane. Please help.';
    const { body } = await compose(ctx, payload({ tone: 'formal', issue }));
    expect(body.subject).toBe('Constituent concern: The streetlight at 11th and Peoria has been out for six weeks');
  });

  it('does not write a "lat, lng" lookup into the letter as the address', async () => {
    const { body } = await compose(ctx, payload({ address: '36.15321, -95.99046', tone: 'formal' }));
    expect(body.body).not.toContain('36.15321');
    expect(body.body).toContain('residing in District 4 to bring');
  });

  it('rejects an empty issue, missing representatives and a bad tone with the spec messages', async () => {
    const empty = await compose(ctx, payload({ issue: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.details).toContainEqual(expect.objectContaining({ field: 'issue', message: CONTACT_MESSAGES.issueRequired }));
    const noReps = await compose(ctx, payload({ representatives: [] }));
    expect(noReps.status).toBe(400);
    expect(noReps.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'representatives', message: CONTACT_MESSAGES.representativesRequired }),
    );
    const missingReps = await compose(ctx, { issue: ISSUE, tone: 'formal' });
    expect(missingReps.body.error.details[0].message).toBe(CONTACT_MESSAGES.representativesRequired);
    expect((await compose(ctx, payload({ tone: 'angry' }))).status).toBe(400);
  });

  it('accepts an issue of exactly 5,000 characters and refuses 5,001 with a clear 400', async () => {
    expect((await compose(ctx, payload({ issue: 'a'.repeat(5_000) }))).status).toBe(200);
    const over = await compose(ctx, payload({ issue: 'a'.repeat(5_001) }));
    expect(over.status).toBe(400);
    expect(over.body.error.details[0]).toMatchObject({ field: 'issue', message: 'The issue is limited to 5,000 characters' });
  });

  it('writes the letter in Spanish when the resident chooses it, whatever the page language: usted, the concern kept', async () => {
    const ISSUE_ES = 'La luz de la calle en la 11 y Peoria lleva seis semanas apagada. Los niños pasan por ahí de madrugada.';
    const emails: Record<string, ComposedEmail> = {};
    for (const tone of ['friendly', 'formal', 'urgent']) {
      const { status, body } = await compose(ctx, payload({ tone, sender_name: 'Dana Reyes', issue: ISSUE_ES, language: 'es' }));
      expect(status).toBe(200);
      emails[tone] = body as ComposedEmail;
    }
    for (const email of Object.values(emails)) {
      expect(email.engine).toBe('offline');
      expect(email.subject).toContain('La luz de la calle en la 11 y Peoria lleva seis semanas apagada');
      expect(email.body).toContain(ISSUE_ES);
      expect(email.body).toContain('Distrito 4');
      // Two recipients: "ustedes"; the titles in Spanish.
      expect(email.body).toContain('Concejal Laura Bellis y Alcalde Monroe Nichols');
      expect(email.body).toMatch(/\bLes\b/);
      expect(email.body).not.toMatch(/\b(Dear|Hi|Thanks|Respectfully|District|Councilor)\b/);
      expect(email.body.match(/\d+/g)?.filter((n) => !`${ISSUE_ES} 1234 E 11th St, Tulsa, OK 74120 Distrito 4`.includes(n))).toEqual([]);
    }
    const { friendly, formal, urgent } = emails as Record<'friendly' | 'formal' | 'urgent', ComposedEmail>;
    expect(new Set([friendly.subject, formal.subject, urgent.subject]).size).toBe(3);
    expect(friendly.body).toMatch(/^Hola, Concejal Laura Bellis/);
    expect(formal.body).toMatch(/^Estimados\/as Concejal Laura Bellis/);
    expect(urgent.subject).toMatch(/^URGENTE:/);
    expect(friendly.body).toMatch(/Gracias,\nDana Reyes$/);
    expect(formal.body).toMatch(/Atentamente,\nDana Reyes\n1234 E 11th St, Tulsa, OK 74120$/);
    expect(formal.body).toContain('incluirlo en la agenda de una próxima reunión del concejo o de un comité');

    // One councilor is "usted"; unsigned, the letter is signed by a resident of the district.
    const one = await compose(ctx, payload({ tone: 'formal', language: 'es', representatives: REPRESENTATIVES.slice(0, 1) }));
    expect(one.body.body).toMatch(/^Estimado\/a Concejal Laura Bellis:\n\nLe escribo como residente del Distrito 4/);
    expect(one.body.body).toMatch(/Atentamente,\nResidente del Distrito 4\n/);
    // English stays the default.
    expect((await compose(ctx, payload({ tone: 'formal' }))).body.body).toMatch(/^Dear Councilor/);
  });

  it('refuses a letter language it does not write with a 400', async () => {
    const { status, body } = await compose(ctx, payload({ language: 'fr' }));
    expect(status).toBe(400);
    expect(body.error.details).toContainEqual(expect.objectContaining({ field: 'language' }));
  });

  it('refuses a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/representatives/compose-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"issue": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });
});

describe('the LLM composer against a local OpenAI-compatible stub', () => {
  let ctx: TestApp;
  let stub: LlmStub;

  beforeAll(async () => {
    stub = await startLlmStub();
    ctx = await createTestApp({ LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'tiny' });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  it('sends only the resident’s facts with the grounding rules and returns the model’s draft', async () => {
    stub.answer.content = '```json\n{"subject": "Streetlight out at 11th and Peoria", "body": "Dear Councilor Bellis,\\n\\nThe streetlight has been out for six weeks.\\n\\nRespectfully,\\nDana"}\n```';
    const { status, body } = await compose(ctx, payload({ sender_name: 'Dana' }));
    expect(status).toBe(200);
    expect(body).toEqual({
      subject: 'Streetlight out at 11th and Peoria',
      body: 'Dear Councilor Bellis,\n\nThe streetlight has been out for six weeks.\n\nRespectfully,\nDana',
      engine: 'llm',
    });
    const request = stub.calls.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('tiny');
    expect(request.body.messages[0]!.content).toMatch(/Never invent figures, dates, names/);
    const facts = JSON.parse(request.body.messages[1]!.content);
    expect(facts).toMatchObject({ resident_concern: ISSUE, resident_district: 'District 4', resident_name: 'Dana' });
    expect(facts.recipients).toContain('Laura Bellis (Councilor, District 4)');
  });

  it('asks the model for the letter in the language the resident chose', async () => {
    stub.answer.content = '{"subject": "Luz apagada en la 11 y Peoria", "body": "Estimada concejal Bellis:\\n\\nLa luz lleva seis semanas apagada.\\n\\nAtentamente,\\nDana"}';
    const { body } = await compose(ctx, payload({ sender_name: 'Dana', language: 'es' }));
    expect(body).toMatchObject({ subject: 'Luz apagada en la 11 y Peoria', engine: 'llm' });
    const request = stub.calls.at(-1)!;
    expect(request.body!.messages[0]!.content).toMatch(/"usted"/);
    expect(JSON.parse(request.body!.messages[1]!.content)).toMatchObject({ letter_language: 'Spanish' });
    await compose(ctx, payload());
    expect(JSON.parse(stub.calls.at(-1)!.body!.messages[1]!.content)).toMatchObject({ letter_language: 'English' });
  });

  it('falls back to the offline composer when the model answers with something unusable', async () => {
    stub.answer.content = 'Sure! Here is an email about streetlights.';
    const { status, body } = await compose(ctx, payload());
    expect(status).toBe(200);
    expect(body.engine).toBe('offline');
    expect(body.body).toContain(ISSUE);
  });
});
