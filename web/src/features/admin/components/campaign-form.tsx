/**
 * Create or edit one campaign. The form (react-hook-form, the contract's vocabularies) loads when an
 * administrator first opens it, so the admin page itself carries neither the form library nor the schemas.
 */
import { lazy, Suspense } from 'react';
import type { Campaign } from '#contract/campaigns.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

const CampaignFormFields = lazy(() => import('./campaign-form-fields.tsx').then((m) => ({ default: m.CampaignFormFields })));

export function CampaignForm(props: { campaign: Campaign | null; onDone(): void }) {
  return (
    <Suspense fallback={<Spinner />}>
      <CampaignFormFields {...props} />
    </Suspense>
  );
}
