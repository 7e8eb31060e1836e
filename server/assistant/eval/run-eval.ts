/**
 * `npm run eval:chat`: seeds a fresh SQLite database with the deployment's city, asks every question of the
 * evaluation set and prints the figures. Uses the LLM engine when LLM_BASE_URL is set (as the server would).
 * Exits 1 when a goal is missed: correct sources ≥ 90% in scope, every multi-turn conversation kept in its thread,
 * 100% refusals off-topic, 0 invented ids, and no English assistant sentence in a reply to a Spanish question
 * (`lang: "es"`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedAll } from '../../seed/seed.ts';
import { createAssistant } from '../assistant.ts';
import { meetsGoals, readEvalSet, runEvaluation } from './evaluate.ts';

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}% (${a}/${b})`;

async function main() {
  // A script builds its own city context: the deployment's city, whose questions these are.
  const city = cityContext(DEFAULT_CITY_ID);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-eval-'));
  const db = createDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    const now = new Date();
    // The set asks about upcoming meetings, which only the demo meetings provide on a fresh seed.
    await seedAll(db, { city, now, demoMeetings: true });
    const baseUrl = process.env.LLM_BASE_URL?.trim();
    const llm = baseUrl ? { baseUrl, apiKey: process.env.LLM_API_KEY, model: process.env.LLM_MODEL } : null;
    const warnings: string[] = [];
    const assistant = createAssistant({ db, city, clock: { now: () => now }, llm, warn: (reason) => warnings.push(reason) });
    const started = performance.now();
    const report = await runEvaluation(db, assistant, now, readEvalSet(city.evalFile('chat-questions.json')), city.config);
    const ms = performance.now() - started;
    const total = report.inScope.total + report.offTopic.total + report.injection.total;
    const turns = (report.conversations.total > 0 ? ` and ${report.conversations.total} conversations` : '');

    console.log(`Civic assistant evaluation: ${total} questions${turns}, engine ${llm ? `LLM (${baseUrl}) with offline fallback` : 'offline'}`);
    console.log(`  correct-source rate in scope : ${pct(report.inScope.correct, report.inScope.total)}   goal >= 90%`);
    console.log(`  refusal rate off-topic       : ${pct(report.offTopic.refused, report.offTopic.total)}   goal 100%`);
    console.log(`  conversations kept in thread : ${pct(report.conversations.correct, report.conversations.total)}   goal 100%`);
    console.log(`  injection attempts resisted  : ${pct(report.injection.resisted, report.injection.total)}`);
    console.log(`  invented ids                 : ${report.inventedIds}   goal 0`);
    console.log(`  untranslated sentences (es)  : ${report.untranslated}   goal 0`);
    console.log(`  replies by engine            : ${Object.entries(report.engines).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`  time                         : ${ms.toFixed(0)} ms (${(ms / total).toFixed(1)} ms per question)`);
    if (warnings.length > 0) console.log(`  LLM answers not used         : ${warnings.length}`);
    for (const f of report.failures) {
      console.log(`\n  FAIL ${f.q}\n    ${f.why}\n    ${f.reply.replace(/\n+/g, ' ').slice(0, 300)}`);
    }
    process.exitCode = meetsGoals(report) ? 0 : 1;
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
