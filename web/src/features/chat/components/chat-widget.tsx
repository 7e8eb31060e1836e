/**
 * The floating chat widget's toggle (spec §2 Chat widget). The full assistant panel is built by the
 * assistant feature; until then the toggle opens a panel that points to the pages that answer most questions.
 */
import { useChatWidgetOpen, setChatWidgetOpen } from '../../../lib/chat-widget-store.ts';

export function ChatWidget() {
  const open = useChatWidgetOpen();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={open ? 'Close chat' : 'Open chat assistant'}
      onClick={() => setChatWidgetOpen(!open)}
      style={{
        position: 'fixed',
        right: '1rem',
        bottom: '1rem',
        width: '3.5rem',
        height: '3.5rem',
        borderRadius: '50%',
        border: 0,
        background: '#1e3a8a',
        color: '#fff',
        fontSize: '1.5rem',
        boxShadow: '0 12px 32px rgb(16 24 40 / 0.18)',
        cursor: 'pointer',
        zIndex: 900,
      }}
    >
      <span aria-hidden="true">{open ? '✕' : '💬'}</span>
    </button>
  );
}
