/**
 * The signed-in user's saved annotations on a meeting's minutes: `GET` and `PUT /meetings/{id}/annotations`.
 * Kept next to the viewer (its only user) so that it loads with the viewer's lazy chunk.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnotationEditorData, AnnotationsResponse } from '#contract/annotations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The query key of one meeting's annotations. */
export const annotationsKey = (meetingId: number) => ['meetings', meetingId, 'annotations'] as const;

/** Fetches the saved annotations (empty when none). */
export function getAnnotations(meetingId: number, signal?: AbortSignal): Promise<AnnotationsResponse> {
  return apiRequest<AnnotationsResponse>(`/meetings/${meetingId}/annotations`, { signal });
}

/** Query options for one meeting's annotations; not retried, not refetched behind the user's back. */
export function annotationsQueryOptions(meetingId: number) {
  return queryOptions({
    queryKey: annotationsKey(meetingId),
    queryFn: ({ signal }) => getAnnotations(meetingId, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Replaces the saved annotations with `editors`. */
export function saveAnnotations(meetingId: number, editors: AnnotationEditorData[]): Promise<AnnotationsResponse> {
  return apiRequest<AnnotationsResponse>(`/meetings/${meetingId}/annotations`, { method: 'PUT', body: { editors } });
}

/** The save mutation; keeps the cache equal to what the server holds. */
export function useSaveAnnotations(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (editors: AnnotationEditorData[]) => saveAnnotations(meetingId, editors),
    onSuccess: (saved) => queryClient.setQueryData(annotationsKey(meetingId), saved),
  });
}
