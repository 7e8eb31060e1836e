/**
 * The floating chat widget on every page (spec §2, §4 Chat widget): a round toggle showing an emoji when closed
 * and ✕ when open. The panel and the markdown renderer load only when it first opens, so pages that never use
 * the assistant pay only for this button; once opened the panel stays mounted so the conversation survives.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setChatWidgetOpen, useChatWidgetOpen } from '#web/lib/chat-widget-store.ts';
import { loadNamespaces } from '#web/lib/i18n.ts';
import styles from './chat-widget.module.css';

// The panel's words come with it: every page carries only the toggle's two labels (in `common`).
const ChatPanel = lazy(() => Promise.all([import('./chat-panel.tsx'), loadNamespaces(['chat'])]).then(([m]) => ({ default: m.ChatPanel })));

export const CHAT_PANEL_ID = 'chat-panel';
/** The toggle, always in the page: the skip link's target (a link to the panel, not there before it opens, led nowhere). */
export const CHAT_TOGGLE_ID = 'chat-toggle';

export function ChatWidget() {
  const { t } = useTranslation();
  const open = useChatWidgetOpen();
  const [loaded, setLoaded] = useState(false);
  // aria-controls may name only an element in the page: the panel arrives a moment after the first open.
  const [shown, setShown] = useState(false);
  const handleShown = useCallback(() => setShown(true), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (open && !loaded) setLoaded(true);

  const handleClose = useCallback(() => {
    setChatWidgetOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <div className={styles.widget}>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={handleClose} onShown={handleShown} />
        </Suspense>
      )}
      <button
        ref={toggleRef}
        id={CHAT_TOGGLE_ID}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={shown ? CHAT_PANEL_ID : undefined}
        aria-label={open ? t('chatToggle.close') : t('chatToggle.open')}
        onClick={() => setChatWidgetOpen(!open)}
      >
        <span aria-hidden="true">{open ? '✕' : '💬'}</span>
      </button>
    </div>
  );
}
