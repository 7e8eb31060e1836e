/**
 * /organizations and /organizations/:slug. The route owns the sign-in prompt ("Sign In to Connect") so the
 * organizations feature never imports the auth feature; after signing in, the prompt closes, the data reloads
 * and the connection the visitor asked for is made.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignInModal } from '../../features/auth/components/sign-in-modal.tsx';
import { OrganizationsView } from '../../features/organizations/components/organizations-view.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const { slug } = useParams();
  const [signInOpen, setSignInOpen] = useState(false);
  const resume = useRef<(() => void) | null>(null);

  return (
    <>
      <OrganizationsView
        selectedSlug={slug}
        onRequireSignIn={(next) => {
          resume.current = next;
          setSignInOpen(true);
        }}
      />
      <SignInModal
        open={signInOpen}
        title={t('modal.connectTitle')}
        onClose={() => setSignInOpen(false)}
        onSuccess={() => {
          resume.current?.();
          resume.current = null;
        }}
      />
    </>
  );
}
