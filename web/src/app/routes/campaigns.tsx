/**
 * /campaigns and /campaigns/:id. The route owns the sign-in prompt ("Sign In to Join Campaign") so the
 * campaigns feature never imports the auth feature; after signing in, the prompt closes, the data reloads and
 * the join the visitor asked for goes ahead.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignInModal } from '../../features/auth/components/sign-in-modal.tsx';
import { CampaignsView } from '../../features/campaigns/components/campaigns-view.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : params.id ? -1 : undefined;
  const [signInOpen, setSignInOpen] = useState(false);
  const resume = useRef<(() => void) | null>(null);

  return (
    <>
      <CampaignsView
        selectedId={id}
        onRequireSignIn={(next) => {
          resume.current = next;
          setSignInOpen(true);
        }}
      />
      <SignInModal
        open={signInOpen}
        title={t('modal.joinTitle')}
        onClose={() => setSignInOpen(false)}
        onSuccess={() => {
          resume.current?.();
          resume.current = null;
        }}
      />
    </>
  );
}
