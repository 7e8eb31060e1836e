/** The shell around every page: skip links (to the page, to the assistant), header, the page, footer, toasts and the floating chat widget. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { CHAT_TOGGLE_ID, ChatWidget } from '../../features/chat/components/chat-widget.tsx';
import { setChatWidgetOpen } from '../../lib/chat-widget-store.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import styles from './app-shell.module.css';

export function AppShell() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* The chat toggle comes last in the page; this second stop opens it without tabbing through the page. Its
          target is the toggle, which is always there (the panel is not until it opens): before the app runs, the
          link takes the focus to it (issue 52: Lighthouse found a skip link whose target could not be focused). */}
      <a
        className="skip-link"
        href={`#${CHAT_TOGGLE_ID}`}
        onClick={(event) => {
          event.preventDefault();
          setChatWidgetOpen(true);
        }}
      >
        {t('skipToAssistant')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      {/* Its own boundary: the widget's translations may still be loading; the page must not wait for them. */}
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
      <RouteAnnouncer />
    </div>
  );
}
