/** `POST /api/v1/representatives/compose-email`: a draft email from the resident's concern. */
import { useMutation } from '@tanstack/react-query';
import type { ComposedEmail, ComposeEmailInput } from '#contract/representatives.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const COMPOSE_TIMEOUT_MS = 30_000;

export function composeEmail(input: ComposeEmailInput): Promise<ComposedEmail> {
  return apiRequest<ComposedEmail>('/representatives/compose-email', {
    method: 'POST',
    body: input,
    timeoutMs: COMPOSE_TIMEOUT_MS,
  });
}

export function useComposeEmail() {
  return useMutation({ mutationFn: composeEmail });
}
