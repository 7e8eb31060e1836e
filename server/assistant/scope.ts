/**
 * Is a question about this city's local government? The answer decides between a reply from the records, a
 * polite refusal (off-topic) and a pointer to another government. The definition is shared with the browser's
 * fallback reply (contract/civic-scope.ts, decision 017); this binds it to the city the caller answers for.
 */
import type { CityConfig } from '#contract/city.ts';
import { type CivicScope, civicScope } from '#contract/civic-scope.ts';

export type { OtherGovernment } from '#contract/civic-scope.ts';
export type Scope = CivicScope;

/**
 * Classifies the question. `knownEntity` says whether it names something in our records (an organization,
 * a councilor, a meeting keyword, a topic): that turns weak city words into a civic question.
 */
export function classifyScope(text: string, knownEntity: boolean, city: CityConfig): Scope {
  return civicScope(text, { cityName: city.name, local: city.scope, knownEntity });
}
