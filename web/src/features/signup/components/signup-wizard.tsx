/**
 * The three-step signup wizard (spec §2, §4, §5, §8): contact info, topics, preferences, then success. One
 * schema (hooks/signup-form.ts, decision 026); each step checks its own fields before moving on; the step's message shows at the top of the step and is
 * announced. Focus moves to the new step's heading so keyboard and screen-reader users follow along.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '#contract/languages.ts';
import type { SignupInput } from '#contract/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-context.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useTopics } from '../api/get-topics.ts';
import { useSignUp } from '../api/sign-up.ts';
import {
  contactProblems,
  initialSignupValues,
  prefillContact,
  type SignupFormValues,
  signupFormSchema,
  STEP_FIELDS,
  stepMessage,
} from '../hooks/signup-form.ts';
import { ContactFields } from './contact-fields.tsx';
import { PreferenceFields } from './preference-fields.tsx';
import { SignupSuccess } from './signup-success.tsx';
import styles from './signup.module.css';
import { StepIndicator } from './step-indicator.tsx';
import { TopicPicker } from './topic-picker.tsx';

type Step = 1 | 2 | 3 | 'done';
type ServerError = 'alreadySubscribed' | 'signupFailed';

export function SignupWizard() {
  const { t, i18n } = useTranslation('signup');
  const [step, setStep] = useState<Step>(1);
  // The wizard's problems stay where they are until the step is sent again; none moves the focus (the step's
  // message at the top is announced).
  const form = useSchemaForm(signupFormSchema(t), initialSignupValues(), { focusFirstProblem: false });
  const { setValue, getValues, clearErrors } = form;
  const values = form.watch();
  const [serverError, setServerError] = useState<ServerError>();
  const [needsConfirmation, setNeedsConfirmation] = useState(true);
  const [subscriptionId, setSubscriptionId] = useState<number | undefined>(undefined);
  const topics = useTopics();
  const signUp = useSignUp();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { user } = useAuth();

  // A signed-in resident need not type again what the account knows (the session may arrive after the page).
  useEffect(() => {
    if (!user) return;
    const filled = prefillContact(getValues(), user);
    for (const field of ['full_name', 'email', 'zip_code'] as const) setValue(field, filled[field]);
  }, [user, getValues, setValue]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const update = (patch: Partial<SignupFormValues>) => {
    for (const [field, value] of Object.entries(patch)) setValue(field as keyof SignupFormValues, value);
  };
  const goTo = (next: Step) => {
    clearErrors();
    setServerError(undefined);
    setStep(next);
  };

  const send = async (input: SignupInput) => {
    try {
      // Alerts go out in the language the page is read in (decision 028).
      const result = await signUp.mutateAsync({ ...input, language: toLanguage(i18n.language) });
      setNeedsConfirmation(result.confirmation_required);
      setSubscriptionId(result.subscription?.id);
      goTo('done');
    } catch (error) {
      const text = error instanceof ApiError ? `${error.code} ${error.message}` : String(error);
      // Spec §8: an error containing "already subscribed" has its own message; any other, the generic one.
      setServerError(/already.subscribed/i.test(text) ? 'alreadySubscribed' : 'signupFailed');
    }
  };

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    if (step === 1 || step === 2) {
      if (await form.trigger([...STEP_FIELDS[step]])) goTo(step === 1 ? 2 : 3);
      return;
    }
    if (step === 3) await form.handleSubmit(send)(event);
  };

  const reset = () => {
    form.reset(initialSignupValues());
    signUp.reset();
    goTo(1);
  };

  if (step === 'done') return <SignupSuccess email={values.email.trim()} needsConfirmation={needsConfirmation} subscriptionId={subscriptionId} onAnother={reset} />;

  const formError = serverError ? t(`errors.${serverError}`) : stepMessage(form.formState.errors, STEP_FIELDS[step]);
  const headings = { 1: t('contact.heading'), 2: t('topics.heading'), 3: t('preferences.heading') };
  return (
    <form noValidate onSubmit={handleSubmit}>
      <StepIndicator current={step} />
      <h2 ref={heading} tabIndex={-1}>
        <span className="visually-hidden">{t('steps.progress', { current: step, total: 3, name: '' })}</span>
        {headings[step]}
      </h2>
      {formError && (
        <p className={`${formStyles.formError} ${styles.alert}`} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.fields}>
        {step === 1 && <ContactFields values={values} problems={contactProblems(form.formState.errors)} onChange={update} />}
        {step === 2 && (
          <>
            <p className={styles.intro}>{t('topics.intro')}</p>
            {topics.isPending && <Spinner label={t('topics.loading')} />}
            {topics.isError && (
              <p className={`${formStyles.formError} ${styles.alert}`} role="alert">
                {t('errors.topicsLoadFailed')}
              </p>
            )}
            {topics.data && (
              <TopicPicker
                topics={topics.data}
                selected={values.interested_topics}
                onChange={(interested_topics) => update({ interested_topics })}
              />
            )}
          </>
        )}
        {step === 3 && (
          <PreferenceFields
            values={values}
            hasPhone={values.phone_number.trim() !== ''}
            onChange={update}
            phoneHintKey="preferences.smsNeedsPhone"
          />
        )}
      </div>
      <div className={styles.actions}>
        {step > 1 && (
          <Button variant="secondary" onClick={() => goTo((step - 1) as Step)}>
            {t('actions.back')}
          </Button>
        )}
        <Button type="submit" className={styles.actionsEnd} disabled={signUp.isPending}>
          {step < 3 ? t('actions.next') : signUp.isPending ? t('actions.submitting') : t('actions.submit')}
        </Button>
      </div>
    </form>
  );
}
