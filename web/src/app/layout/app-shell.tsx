/** The shell around every page: skip link, header, the page, footer, toasts and the floating chat widget. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ChatWidget } from '../../features/chat/components/chat-widget.tsx';
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
