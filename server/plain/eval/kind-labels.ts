/**
 * Hand labels of item kinds (city/<id>/eval/plain-kind-labels.json): titles from the shared minutes, each with the
 * kind a reader gives it, chosen to include public hearings, initiations of a code change, reconsiderations,
 * publication notices and assessments. `eval:plain` counts the lines whose kind differs from the label (goal 0),
 * on the tuning part and on the held-out part apart (issue 48).
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';
import { plainLineFor } from '../plain-line.ts';

const labelSchema = z.object({ title: z.string().min(1), kind: z.string().min(1) });
const fileSchema = z.object({ tuning: z.array(labelSchema), held_out: z.array(labelSchema) });

export interface KindCheck {
  labels: number;
  wrong: string[];
}

export function readKindLabels(file: string): z.infer<typeof fileSchema> | null {
  return fs.existsSync(file) ? fileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
}

export function checkKinds(city: CityContext, labels: z.infer<typeof labelSchema>[]): KindCheck {
  const wrong: string[] = [];
  for (const { title, kind } of labels) {
    const found = plainLineFor(city, title)?.kind ?? 'none';
    if (found !== kind) wrong.push(`${found} for a ${kind}: ${title.slice(0, 120)}`);
  }
  return { labels: labels.length, wrong };
}

/** Prints a labelled set's figure; returns whether no line is of a wrong kind. */
export function reportKinds(name: string, check: KindCheck): boolean {
  console.log(`\n${name}: ${check.labels} labelled items`);
  console.log(`  ${'lines of a wrong kind'.padEnd(48)}${String(check.wrong.length).padStart(7)}  = 0 ${check.wrong.length ? 'MISSED' : 'met'}`);
  for (const wrong of check.wrong) console.log(`    wrong: ${wrong}`);
  return check.labels > 0 && check.wrong.length === 0;
}
