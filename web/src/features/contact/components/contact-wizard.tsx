/**
 * The contact wizard (spec §2, §4): 1 find representatives from an address, 2 describe the issue and choose a
 * tone, 3 the generated email (regenerate allowed). Validation and failure messages are those of spec §5, §8.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../../contract/languages.ts';
import type { ComposedEmail, Representative } from '../../../../../contract/representatives.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useComposeEmail } from '../api/compose-email.ts';
import { useFindRepresentatives } from '../api/find-representatives.ts';
import { AddressForm } from './address-form.tsx';
import { EmailStep } from './email-step.tsx';
import { fallbackContacts } from './general-contacts.ts';
import { type IssueDraft, IssueStep } from './issue-step.tsx';
import { LookupResult } from './lookup-result.tsx';
import { type WizardStep, WizardSteps } from './wizard-steps.tsx';
import styles from './contact.module.css';

export function ContactWizard() {
  const { t, i18n } = useTranslation('contact');
  const emptyDraft = (): IssueDraft => ({
    issue: '',
    tone: 'friendly',
    letterLanguage: i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en',
    senderName: '',
  });
  const [step, setStep] = useState<WizardStep>(1);
  const [address, setAddress] = useState<string | null>(null);
  const [draft, setDraft] = useState<IssueDraft>(emptyDraft);
  const [errors, setErrors] = useState<{ issue?: string; representatives?: string }>({});
  const [email, setEmail] = useState<ComposedEmail | null>(null);
  // The language the shown email was written in, so its fields carry `lang` for screen readers and spell checkers.
  const [emailLanguage, setEmailLanguage] = useState<Language>('en');
  const lookup = useFindRepresentatives(address);
  const compose = useComposeEmail();
  const container = useRef<HTMLDivElement>(null);

  const representatives: Representative[] = lookup.isError ? fallbackContacts() : (lookup.data?.representatives ?? []);
  const looked = address !== null && (lookup.isSuccess || lookup.isError);

  // Move focus to the new step so keyboard and screen-reader users start at its top.
  const goTo = (next: WizardStep) => {
    setStep(next);
    requestAnimationFrame(() => {
      const heading = container.current?.querySelector('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    });
  };

  function handleGenerate() {
    const issue = draft.issue.trim();
    const next = {
      issue: issue ? undefined : t('messages.issueRequired'),
      representatives: looked && representatives.length > 0 ? undefined : t('messages.representativesRequired'),
    };
    setErrors(next);
    if (next.issue || next.representatives) return;
    compose.mutate(
      {
        address: address ?? '',
        issue,
        tone: draft.tone,
        language: draft.letterLanguage,
        representatives,
        sender_name: draft.senderName.trim() || undefined,
      },
      {
        onSuccess: (result, input) => {
          setEmail(result);
          setEmailLanguage(input.language ?? 'en');
          if (step !== 3) goTo(3);
        },
        onError: () => toast.error(t('messages.composeFailed')),
      },
    );
  }

  function handleStartOver() {
    setAddress(null);
    setDraft(emptyDraft());
    setEmail(null);
    setErrors({});
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
              setErrors({});
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
          draft={draft}
          representatives={looked ? representatives : []}
          errors={errors}
          busy={compose.isPending}
          onChange={setDraft}
          onBack={() => goTo(1)}
          onGenerate={handleGenerate}
        />
      )}
      {step === 3 && email && (
        <EmailStep
          email={email}
          language={emailLanguage}
          representatives={representatives}
          busy={compose.isPending}
          onChange={setEmail}
          onRegenerate={handleGenerate}
          onEditIssue={() => goTo(2)}
          onStartOver={handleStartOver}
        />
      )}
    </div>
  );
}
