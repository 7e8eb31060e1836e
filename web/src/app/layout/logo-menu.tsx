/**
 * The logo, with a menu of the two cities' council sites that opens on hover (spec §1) and, for keyboard and
 * touch users, on focus or a tap of its own button. Escape closes it and puts focus back on its button, since
 * the link that had focus is hidden with the menu and focus would otherwise fall to the page body.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCity } from '../../lib/city.ts';
import styles from './header.module.css';

export function LogoMenu() {
  const { t } = useTranslation('common');
  const city = useCity();
  // Hover opens it for a mouse; a click (or a tap, which also sends a mouse-enter on touch screens) pins it open,
  // so the first tap opens it and a click on the arrow of a menu opened by hover does not shut it.
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const setOpen = (value: boolean) => setState(value ? 'pinned' : 'closed');
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const links = [
    { name: city.councilName, url: city.councilUrl },
    { name: city.secondCity.councilName, url: city.secondCity.councilUrl },
  ];
  // A deployment serving several cities names them first, each at its own address (issue 46).
  const served = city.served_cities.length > 1 ? city.served_cities : [];
  return (
    <div
      ref={wrapper}
      className={styles.logoWrap}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setState((s) => (s === 'closed' ? 'hover' : s));
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setState((s) => (s === 'hover' ? 'closed' : s));
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Handled here: the header's own Escape (closing the small-screen menu) is not for this key press.
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <Link to="/" className={styles.logo}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>{t('appName')}</span>
      </Link>
      <button
        ref={toggle}
        type="button"
        className={styles.logoToggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('logoMenu.button')}
        onClick={() => setState((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className={styles.logoMenu} hidden={!open} aria-label={t(served.length > 0 ? 'logoMenu.citiesLabel' : 'logoMenu.label')}>
        {served.map((c) => (
          <li key={c.id}>
            <a href={c.web_base} aria-current={c.id === city.id ? 'true' : undefined}>
              <span lang="en">{`${c.name}, ${c.state}`}</span>
            </a>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              <span lang="en">{link.name}</span> <span className="visually-hidden">{t('logoMenu.external')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
