/**
 * The contact wizard (spec §2, §4): 1 find representatives from an address, 2 describe the issue and choose a
 * tone, 3 the generated email (regenerate allowed). Validation and failure messages are those of spec §5, §8.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/languages.ts';
import type { ComposedEmail, Representative } from '#contract/representatives.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useComposeEmail } from '../api/compose-email.ts';
import { useFindRepresentatives } from '../api/find-representatives.ts';
import { AddressForm } from './address-form.tsx';
import { EmailStep } from './email-step.tsx';
import { useCity } from '#web/lib/city.ts';
import { fallbackContacts } from './general-contacts.ts';
import { type IssueDraft, issueFormSchema } from './contact-form-schemas.ts';
import { IssueStep } from './issue-step.tsx';
import { LookupResult } from './lookup-result.tsx';
import { type WizardStep, WizardSteps } from './wizard-steps.tsx';
import styles from './contact.module.css';

export function ContactWizard() {
  const { t, i18n } = useTranslation('contact');
  const city = useCity();
  const emptyDraft = (): IssueDraft => ({
    issue: '',
    tone: 'friendly',
    letterLanguage: i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en',
    senderName: '',
  });
  const [step, setStep] = useState<WizardStep>(1);
  const [address, setAddress] = useState<string | null>(null);
  const [email, setEmail] = useState<ComposedEmail | null>(null);
  // The language the shown email was written in, so its fields carry `lang` for screen readers and spell checkers.
  const [emailLanguage, setEmailLanguage] = useState<Language>('en');
  const lookup = useFindRepresentatives(address);
  const compose = useComposeEmail();
  const container = useRef<HTMLDivElement>(null);

  const representatives: Representative[] = lookup.isError ? fallbackContacts(city) : (lookup.data?.representatives ?? []);
  const looked = address !== null && (lookup.isSuccess || lookup.isError);
  const issueForm = useSchemaForm(issueFormSchema(t, looked && representatives.length > 0), emptyDraft());

  // Move focus to the new step so keyboard and screen-reader users start at its top.
  const goTo = (next: WizardStep) => {
    setStep(next);
    requestAnimationFrame(() => {
      const heading = container.current?.querySelector('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    });
  };

  // Generate (step 2) and Regenerate (step 3) both check the concern: the form outlives its step.
  const handleGenerate = issueForm.handleSubmit(({ issue, tone, language, sender_name }) =>
    compose.mutate(
      { address: address ?? '', issue, tone, language, representatives, sender_name },
      {
        onSuccess: (result, sent) => {
          setEmail(result);
          setEmailLanguage(sent.language ?? 'en');
          if (step !== 3) goTo(3);
        },
        onError: () => toast.error(t('messages.composeFailed')),
      },
    ),
  );

  function handleStartOver() {
    setAddress(null);
    issueForm.reset(emptyDraft());
    setEmail(null);
    goTo(1);
  }

  return (
    <div ref={container}>
      <WizardSteps current={step} canReview={email !== null} onSelect={goTo} />
      {step === 1 && (
        <>
          <h2>{t('steps.find')}</h2>
          <AddressForm
            initialAddress={address ?? ''}
            submitLabel={t('address.submit')}
            busy={lookup.isFetching}
            onSubmit={(value) => {
              issueForm.clearErrors();
              if (value === address) void lookup.refetch();
              else setAddress(value);
            }}
          />
          {lookup.isFetching && <Spinner label={t('lookup.searching')} />}
          {looked && !lookup.isFetching && (
            <>
              <LookupResult result={lookup.data} failed={lookup.isError} representatives={representatives} />
              <div className={styles.actions}>
                <Button onClick={() => goTo(2)}>{t('lookup.continue')}</Button>
              </div>
            </>
          )}
        </>
      )}
      {step === 2 && (
        <IssueStep
          form={issueForm}
          representatives={looked ? representatives : []}
          busy={compose.isPending}
          onBack={() => goTo(1)}
          onGenerate={() => void handleGenerate()}
        />
      )}
      {step === 3 && email && (
        <EmailStep
          email={email}
          language={emailLanguage}
          representatives={representatives}
          busy={compose.isPending}
          onChange={setEmail}
          onRegenerate={() => void handleGenerate()}
          onEditIssue={() => goTo(2)}
          onStartOver={handleStartOver}
        />
      )}
    </div>
  );
}
