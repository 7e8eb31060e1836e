/**
 * The manage page a signed link opens (`/subscriptions/manage?token=`): change details, topics and preferences,
 * send a test SMS, or unsubscribe, all without an account. Same rules and fields as the wizard, one schema
 * (hooks/signup-form.ts, decision 026).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicCategory } from '#contract/subscription-choices.ts';
import type { Subscription } from '#contract/subscriptions.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSchemaForm } from '#web/lib/use-schema-form.ts';
import { useTopics } from '../api/get-topics.ts';
import { useSendTestSms } from '../api/send-test-sms.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { contactProblems, type ManageFormValues, manageFormSchema, STEP_FIELDS, stepMessage } from '../hooks/signup-form.ts';
import { AgendaAlertFields } from './agenda-alert-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FollowedItems } from './followed-items.tsx';
import { NearbyPlace } from './nearby-place.tsx';
import { PreferenceFields } from './preference-fields.tsx';
import styles from './signup.module.css';
import { TopicPicker } from './topic-picker.tsx';

/** The wizard's steps, all on one page: the first problem's message shows at the top. */
const PAGE_FIELDS = [...STEP_FIELDS[1], ...STEP_FIELDS[2], ...STEP_FIELDS[3]];

function formValues(s: Subscription): ManageFormValues {
  return {
    full_name: s.full_name,
    email: s.email,
    phone_number: s.phone_number ?? '',
    zip_code: s.zip_code ?? '',
    interested_topics: s.interested_topics,
    meeting_types: s.meeting_types,
    sms_notifications: s.sms_notifications,
    email_notifications: s.email_notifications,
    advance_notice_hours: s.advance_notice_hours,
    agenda_alerts: s.agenda_alerts,
    keywords: s.alert_keywords.join(', '),
    district: s.district === null ? '' : String(s.district),
  };
}

export function ManageSubscription({ subscription, token }: { subscription: Subscription; token: string }) {
  const { t } = useTranslation('signup');
  // As in the wizard, problems stay until the next save and none moves the focus.
  const form = useSchemaForm(manageFormSchema(t), formValues(subscription), { focusFirstProblem: false });
  const values = form.watch();
  const errors = form.formState.errors;
  const [confirming, setConfirming] = useState(false);
  const topics = useTopics();
  const save = useUpdateSubscription(subscription.id, token);
  const end = useUnsubscribe(subscription.id, token);
  const testSms = useSendTestSms(subscription.id, token);
  const update = (patch: Partial<ManageFormValues>) => {
    for (const [field, value] of Object.entries(patch)) form.setValue(field as keyof ManageFormValues, value);
  };

  if (subscription.unsubscribed_at) {
    return (
      <div className={styles.success}>
        <p role="status">{t('manage.unsubscribed')}</p>
        <ButtonLink to="/signup/notifications">{t('manage.signUpAgain')}</ButtonLink>
      </div>
    );
  }

  const handleSave = form.handleSubmit(async (input) => {
    try {
      form.reset(formValues(await save.mutateAsync(input)));
      toast.success(t('manage.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        // The server names the keywords by the API's field; the page types them in one text field.
        for (const [field, message] of Object.entries(error.fieldErrors())) {
          form.setError((field === 'alert_keywords' ? 'keywords' : field) as keyof ManageFormValues, { type: 'server', message });
        }
      }
      toast.error(t('manage.saveFailed'));
    }
  });

  const handleTestSms = async () => {
    try {
      toast.success((await testSms.mutateAsync()).message);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 429 ? error.userMessage : t('manage.testSmsFailed'));
    }
  };

  const handleUnsubscribe = async () => {
    try {
      await end.mutateAsync();
    } catch {
      toast.error(t('manage.unsubscribeFailed'));
    }
  };

  const savedCategories = (topics.data ?? [])
    .filter((topic) => subscription.interested_topics.includes(String(topic.id)))
    .map((topic) => topic.category as TopicCategory);
  const pageMessage = stepMessage(errors, PAGE_FIELDS);
  return (
    <>
      <form noValidate onSubmit={handleSave}>
        {pageMessage && (
          <p className={`${formStyles.formError} ${styles.alert}`} role="alert">
            {pageMessage}
          </p>
        )}
        <section className={styles.section} aria-labelledby="manage-details">
          <h2 id="manage-details">{t('manage.details')}</h2>
          <ContactFields values={values} problems={contactProblems(errors)} onChange={update} showEmail={false} />
        </section>
        <section className={styles.section} aria-labelledby="manage-topics">
          <h2 id="manage-topics">{t('topics.heading')}</h2>
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
              openCategories={savedCategories}
              onChange={(interested_topics) => update({ interested_topics })}
            />
          )}
        </section>
        <section className={styles.section} aria-labelledby="manage-preferences">
          <h2 id="manage-preferences">{t('preferences.heading')}</h2>
          <PreferenceFields
            values={values}
            hasPhone={values.phone_number.trim() !== ''}
            onChange={update}
            phoneHintKey="preferences.smsNeedsPhoneManage"
          />
        </section>
        <section className={styles.section} aria-labelledby="manage-agenda-alerts">
          <h2 id="manage-agenda-alerts">{t('agendaAlerts.heading')}</h2>
          <AgendaAlertFields values={values} onChange={update} keywordError={errors.keywords?.message ?? null} />
        </section>
        <div className={styles.actions}>
          {subscription.phone_number && (
            <Button variant="secondary" onClick={handleTestSms} disabled={testSms.isPending}>
              {testSms.isPending ? t('manage.testSmsSending') : t('manage.testSms')}
            </Button>
          )}
          <Button type="submit" className={styles.actionsEnd} disabled={save.isPending}>
            {save.isPending ? t('manage.saving') : t('manage.save')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="manage-nearby">
        <h2 id="manage-nearby">{t('nearby.heading')}</h2>
        <NearbyPlace subscription={subscription} token={token} />
      </section>
      <section className={styles.section} aria-labelledby="manage-followed">
        <h2 id="manage-followed">{t('followed.heading')}</h2>
        <FollowedItems subscriptionId={subscription.id} token={token} items={subscription.followed_items} />
      </section>
      <section className={styles.section} aria-labelledby="manage-unsubscribe">
        <h2 id="manage-unsubscribe">{t('manage.unsubscribeHeading')}</h2>
        <p className={styles.hint}>{t('manage.unsubscribeBody')}</p>
        <div className={styles.actions}>
          {confirming ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('manage.unsubscribeCancel')}
              </Button>
              <Button variant="danger" onClick={handleUnsubscribe} disabled={end.isPending}>
                {t('manage.unsubscribeConfirm')}
              </Button>
            </>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('manage.unsubscribe')}
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
