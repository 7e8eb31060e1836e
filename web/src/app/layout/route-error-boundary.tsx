/** Shown when a page fails to render or its code fails to load (a deploy replaced the chunk, say). */
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (error) console.warn('Route failed', error);
  return (
    <main id="main" tabIndex={-1} className="page">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
    </main>
  );
}
