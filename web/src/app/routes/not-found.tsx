/** A real 404 page for client routes that do not exist. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <div className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul>
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="/meetings">{t('notFound.meetings')}</Link>
        </li>
      </ul>
    </div>
  );
}
