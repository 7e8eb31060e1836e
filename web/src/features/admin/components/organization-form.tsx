/**
 * Create or edit one organization. The form (react-hook-form, the contract's vocabularies) loads when an
 * administrator first opens it, so the admin page itself carries neither the form library nor the schemas.
 */
import { lazy, Suspense } from 'react';
import type { Organization } from '#contract/organizations.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

const OrganizationFormFields = lazy(() => import('./organization-form-fields.tsx').then((m) => ({ default: m.OrganizationFormFields })));

export function OrganizationForm(props: { organization: Organization | null; onDone(): void }) {
  return (
    <Suspense fallback={<Spinner />}>
      <OrganizationFormFields {...props} />
    </Suspense>
  );
}
