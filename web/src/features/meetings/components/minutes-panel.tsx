/**
 * The minutes of a meeting (spec §2, §4, §9): the enhanced pdf.js viewer, loaded lazily (its own chunk, fetched
 * when the reader nears the minutes) so that opening a meeting costs no pdf.js, or the simple iframe viewer.
 * Width min(window width − 100, 800).
 * Open in New Tab uses a real popup; when the browser blocks it, an alert says how to allow popups (spec §8).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useNearViewport } from '#web/lib/use-near-viewport.ts';
import { IframeViewer } from './pdf-viewer/iframe-viewer.tsx';
import { openInNewTabUrl, resolvePdfUrl } from './pdf-viewer/pdf-url.ts';

/** The meeting fields the panel needs. */
export interface MinutesPanelProps {
  meeting: { id: number; title: string; minutes_url: string | null };
}

/** Below this window width a 100 px margin would leave the page too small to read: the viewer takes it all. */
const PHONE_WIDTH = 640;

/**
 * Spec §9: the viewer is as wide as the window minus 100 px, at most 800 px. On a phone (under 640 px) the rule
 * would leave a 215 px page under the toolbar, so there it takes the full width of the page's column.
 */
export function viewerWidth(windowWidth: number): number {
  return windowWidth < PHONE_WIDTH ? windowWidth : Math.min(windowWidth - 100, 800);
}

function useViewerWidth(): number {
  // 800 on the server, where nothing is drawn with it (the viewer waits for hydration).
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 800 : viewerWidth(window.innerWidth)));
  useEffect(() => {
    const handleResize = () => setWidth(viewerWidth(window.innerWidth));
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  return width;
}

type Mode = 'enhanced' | 'iframe';

export function MinutesPanel({ meeting }: MinutesPanelProps) {
  const { t } = useTranslation('meetings');
  const width = useViewerWidth();
  const hydrated = useHydrated();
  // pdf.js loads when the reader comes within a screen of the minutes (or jumps to them), not with the page.
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const [mode, setMode] = useState<Mode>('enhanced');
  const [tries, setTries] = useState(0);
  const minutesUrl = meeting.minutes_url;
  // If the viewer's chunk cannot load (offline, a new deployment), fall back to the simple viewer.
  const PdfViewer = useMemo(
    () =>
      lazy(() =>
        import('./pdf-viewer/pdf-viewer.tsx').then(
          (module) => ({ default: module.PdfViewer }),
          () => ({ default: () => <FallBack onFallBack={() => setMode('iframe')} /> }),
        ),
      ),
    // A new try after a failure imports afresh instead of reusing the failed result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tries],
  );

  const heading = (
    <h3 id="detail-minutes" tabIndex={-1}>
      {t('pdf.heading')}
    </h3>
  );
  if (!minutesUrl) {
    return (
      <div>
        {heading}
        <p>{t('pdf.noMinutes')}</p>
      </div>
    );
  }
  if (!hydrated || !near) {
    // On the server, while the page hydrates and until the reader nears it: the place of the viewer, which needs
    // the window and pdf.js.
    return (
      <div ref={place} data-minutes-waiting>
        {heading}
        <Spinner label={t('pdf.loading')} />
      </div>
    );
  }
  const url = resolvePdfUrl(minutesUrl);
  const baseName = (new URL(url).pathname.split('/').pop() || `minutes-${meeting.id}.pdf`).replace(/\.pdf$/i, '');

  function handleOpenInNewTab() {
    const opened = window.open(openInNewTabUrl(minutesUrl!), '_blank');
    if (!opened) {
      window.alert(t('pdf.popupBlocked'));
      return;
    }
    opened.opener = null;
  }

  return (
    <div>
      {heading}
      {mode === 'iframe' ? (
        <IframeViewer url={url} title={meeting.title} width={width} onTryEnhanced={() => {
            setTries((n) => n + 1);
            setMode('enhanced');
          }} onOpenInNewTab={handleOpenInNewTab} />
      ) : (
        <Suspense fallback={<Spinner label={t('pdf.loading')} />}>
          <PdfViewer
            meetingId={meeting.id}
            url={url}
            fileName={`${baseName}-annotated.pdf`}
            width={width}
            onOpenInNewTab={handleOpenInNewTab}
            onUseSimpleViewer={() => setMode('iframe')}
          />
        </Suspense>
      )}
    </div>
  );
}

function FallBack({ onFallBack }: { onFallBack(): void }) {
  useEffect(onFallBack, [onFallBack]);
  return null;
}
