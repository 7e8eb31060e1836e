/**
 * The assistant's panel (spec §4 Chat widget): a greeting and focus on the input when it opens, the newest
 * message scrolled into view, blank messages ignored, the input cleared on send, a typing indicator and a
 * disabled Send until the reply, Enter to send (Shift+Enter for a new line), and a local keyword-based reply
 * when the call fails (spec §8); a 429 says how long to wait instead (the assistant is reachable, just busy). A labelled, non-modal dialog; new messages are announced politely; Escape closes.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_LIMITS, type ChatSource } from '#contract/chat.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCity } from '#web/lib/city.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { fallbackKind } from '../lib/fallback-reply.ts';
import { BotMarkdown } from './bot-markdown.tsx';
import styles from './chat-panel.module.css';

/** A message of the conversation (spec §3 Chat message). */
interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
  sources?: ChatSource[];
  /** The model's hourly budget was spent: this answer comes from the records alone. */
  budgetSpent?: boolean;
}

let nextId = 0;
const message = (sender: ChatMessage['sender'], text: string, sources?: ChatSource[], budgetSpent?: boolean): ChatMessage => ({
  id: `m${++nextId}`,
  text,
  sender,
  timestamp: new Date(),
  sources,
  budgetSpent,
});

/** `onShown` is called once the panel (and its `id`) is in the page: the toggle names it only from then on. */
export function ChatPanel({ id, open, onClose, onShown }: { id: string; open: boolean; onClose: () => void; onShown?: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const city = useCity();
  const titleId = useId();
  const inputId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const send = useSendChatMessage();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => onShown?.(), [onShown]);

  // Opening shows the greeting (once) and puts the cursor in the input.
  useEffect(() => {
    if (!open) return;
    setMessages((list) => (list.length === 0 ? [message('bot', t('greeting', { city: city.name }))] : list));
    inputRef.current?.focus();
  }, [open, t, city.name]);

  // Keep the newest message (or the typing indicator) in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, send.isPending]);

  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (text === '' || send.isPending) return;
    const history = messages.slice(-CHAT_LIMITS.historyTurns).map((m) => ({ text: m.text, sender: m.sender }));
    setMessages((list) => [...list, message('user', text)]);
    setDraft('');
    send.mutate(
      // The assistant answers in the page's language (its own sentences; record quotes stay in English).
      { message: text, conversation_history: history, language: i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en' },
      {
        onSuccess: (reply) => setMessages((list) => [...list, message('bot', reply.response, reply.sources, reply.budget_spent)]),
        onError: (error) => {
          // A 429 is the resident's own pace, not an outage: say so, and when to ask again (issues 33 and 35).
          if (error instanceof ApiError && error.status === 429) {
            setMessages((list) => [...list, message('bot', error.userMessage)]);
            return;
          }
          const service = city.serviceRequests;
          const kind = fallbackKind(text, city, service !== null);
          const reply = t(`fallback.${kind}`, { city: city.name, service: service?.name, url: service?.url, phone: service?.phone });
          setMessages((list) => [...list, message('bot', reply)]);
        },
      },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    }
  }

  return (
    <section
      id={id}
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle', { city: city.name })}</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>

      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={t('messagesLabel')} tabIndex={0}>
        {messages.map((m) => (
          <div key={m.id} className={m.sender === 'user' ? styles.user : styles.bot}>
            <span className="visually-hidden">{m.sender === 'user' ? t('you') : t('assistant')}: </span>
            {m.sender === 'user' ? <p>{m.text}</p> : <BotMarkdown text={m.text} />}
            {m.budgetSpent && <p className={styles.note}>{t('budgetSpent')}</p>}
            {m.sources && m.sources.length > 0 && (
              <div className={styles.sources}>
                <span className={styles.sourcesLabel}>{t('sources')}</span>
                <ul>
                  {m.sources.map((s) => (
                    <li key={`${s.type}:${s.id}`}>
                      <Link to={s.url}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        ))}
        {send.isPending && (
          <p className={styles.typing} role="status">
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('typing')}
          </p>
        )}
      </div>

      <form className={styles.form} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          rows={2}
          maxLength={CHAT_LIMITS.messageMaxLength}
          placeholder={t('placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className={styles.send} disabled={send.isPending}>
          {t('send')}
        </button>
      </form>
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </section>
  );
}
