/**
 * Loads a signed-in user's saved annotations before the document opens, and saves changes back a moment after
 * each edit (only when the serialised set really changed). Signed-out users can annotate and download; their
 * annotations are simply not kept.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiUrl, getStoredToken } from '#web/lib/api-client.ts';
import { annotationsQueryOptions, useSaveAnnotations } from './annotations-api.ts';
import { AnnotationSync } from './annotation-sync.ts';
import type { EventBus, PDFViewer } from './pdfjs.ts';

/** What the save indicator shows. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'too-large';

const SAVE_DELAY_MS = 800;

export function useAnnotationSaving(meetingId: number, signedIn: boolean) {
  const saved = useQuery({ ...annotationsQueryOptions(meetingId), enabled: signedIn });
  const { mutate } = useSaveAnnotations(meetingId);
  const sync = useRef<AnnotationSync | null>(null);
  const lastSaved = useRef('[]');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Without a session there is nothing to wait for; with one, wait for the saved set (or its failure).
  const ready = !signedIn || saved.isSuccess || saved.isError;

  const attach = useCallback(
    (viewer: PDFViewer, eventBus: EventBus) => {
      const editors = saved.data?.editors ?? [];
      sync.current = new AnnotationSync(viewer, eventBus, editors);
      lastSaved.current = JSON.stringify(editors);
    },
    [saved.data],
  );

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    const current = sync.current;
    if (!signedIn || !current) return;
    const editors = current.serialize();
    const json = JSON.stringify(editors);
    if (json === lastSaved.current) return;
    setSaveState('saving');
    mutate(editors, {
      onSuccess: () => {
        lastSaved.current = json;
        setSaveState('saved');
      },
      onError: (error) => setSaveState(error instanceof ApiError && error.status === 413 ? 'too-large' : 'failed'),
    });
  }, [mutate, signedIn]);

  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
  }, [saveNow]);

  // Leaving the meeting saves what is pending rather than dropping it; leaving the page too, with a keepalive
  // request (which the browser finishes after the page is gone, for bodies up to 64 KB).
  useEffect(() => {
    function handlePageHide() {
      const editors = sync.current?.serialize();
      const json = editors && JSON.stringify({ editors });
      if (!signedIn || !json || JSON.stringify(editors) === lastSaved.current || json.length > 60_000) return;
      const token = getStoredToken();
      void fetch(apiUrl(`/meetings/${meetingId}/annotations`), {
        method: 'PUT',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: json,
      }).catch(() => undefined);
    }
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      if (timer.current) saveNow();
    };
  }, [saveNow, signedIn, meetingId]);

  return { ready, attach, scheduleSave, saveState, sync };
}
