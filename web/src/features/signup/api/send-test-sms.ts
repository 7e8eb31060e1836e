/** `POST /api/v1/subscriptions/test-sms?token=`: one test message to the subscription's own number. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export function sendTestSms(id: number, token: string): Promise<{ ok: true; message: string }> {
  return apiRequest('/subscriptions/test-sms', { method: 'POST', query: { token }, body: { subscription_id: id } });
}

export function useSendTestSms(id: number, token: string) {
  return useMutation({ mutationFn: () => sendTestSms(id, token) });
}
