/** Chooses the composer: the LLM when one is configured (falling back to the offline one if it fails), else offline. */
import type { CityConfig } from '#contract/city.ts';
import type { ComposedEmail } from '#contract/representatives.ts';
import { type ComposeRequest, composeOffline } from './email-composer.ts';
import { composeWithLlm, type LlmSettings } from './llm-composer.ts';

export async function composeEmail(
  city: CityConfig,
  request: ComposeRequest,
  llm: LlmSettings | null,
  log?: (error: unknown) => void,
): Promise<ComposedEmail> {
  if (llm) {
    try {
      return await composeWithLlm(city, llm, request);
    } catch (error) {
      // A resident waiting for a draft is better served by the offline one than by an error.
      log?.(error);
    }
  }
  return composeOffline(city, request);
}
