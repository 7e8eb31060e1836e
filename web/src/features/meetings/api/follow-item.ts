/** `POST /api/v1/subscriptions/follows`: 201 following now (signed in, verified); 202 a confirmation link was emailed. */
import { useMutation } from '@tanstack/react-query';
import type { Language } from '#contract/languages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface FollowAnswer {
  confirmation_required: boolean;
  message: string;
}

export function useFollowItem() {
  return useMutation({
    mutationFn: (input: { file_number: string; email?: string; language: Language }) =>
      apiRequest<FollowAnswer>('/subscriptions/follows', { method: 'POST', body: input }),
  });
}
