/**
 * The header of every page (spec §2 Shell): the five public links; for signed-in users Dashboard,
 * Notifications, Profile, the welcome line and Logout; otherwise Get Notified and Login / Register. Under 64rem
 * the links fold into a menu button; Escape closes that menu and returns focus to the button. The language
 * switch stays in sight at every width.
 */
import { type KeyboardEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { UnreadBadge } from '../../features/notifications/components/unread-badge.tsx';
import { useAuth } from '../../lib/auth-context.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoMenu } from './logo-menu.tsx';
import { ACCOUNT_NAV, PUBLIC_NAV } from './nav-links.ts';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation('common');
  const { status, user, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // --header-height (global.css) is the header's height as drawn: sticky panels sit below it and whatever is
  // scrolled to (a focused heading, a #item link) lands below it. The stylesheet's values are right before the
  // app runs; the header's rows vary with the width, the language and whether someone is signed in.
  useEffect(() => {
    const element = header.current;
    // Without ResizeObserver (a test's DOM), the stylesheet's values stand.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  const signedIn = status === 'authenticated' && user !== null;
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  async function handleLogout() {
    await logout();
    void navigate('/', { replace: true });
  }

  return (
    <header ref={header} className={styles.header} data-signed-in={signedIn || undefined}>
      <div className={styles.bar} onKeyDown={handleKeyDown}>
        <LogoMenu />
        {/* Two places, one shown: beside the menu button on a narrow screen, with the account links on a wide one. */}
        <LanguageSwitch className={styles.languageNarrow} />
        <button
          ref={menuButton}
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <nav id="site-nav" aria-label={t('nav.label')} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
          <ul className={styles.links}>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {signedIn &&
              ACCOUNT_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {t(item.label)}
                    {item.to === '/notifications' && (
                      // Its own boundary: the count's translations load after the header is on screen.
                      <Suspense fallback={null}>
                        <UnreadBadge />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ))}
          </ul>
          <div className={styles.account}>
            <LanguageSwitch className={styles.languageWide} compact />
            {signedIn ? (
              <>
                <span className={styles.welcome} title={t('nav.welcome', { name: user.full_name })}>
                  {t('nav.welcome', { name: user.full_name })}
                </span>
                <button type="button" className={styles.logout} onClick={handleLogout}>
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <>
                <ButtonLink to="/signup/notifications" variant="secondary" size="small">
                  {t('nav.getNotified')}
                </ButtonLink>
                <ButtonLink to="/login" size="small">
                  {t('nav.loginRegister')}
                </ButtonLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
