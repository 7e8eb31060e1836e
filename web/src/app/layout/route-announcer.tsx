/**
 * Tells screen-reader users that a client-side navigation happened (the browser does not), by announcing the
 * new document title, and sets the title from the page's first heading when a page did not set one.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      if (heading && !document.title.startsWith(heading)) document.title = `${heading} · Civic Commons`;
      setMessage(document.title);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
