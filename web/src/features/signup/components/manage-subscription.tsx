/**
 * The manage page a signed link opens (`/subscriptions/manage?token=`): change details, topics and preferences,
 * send a test SMS, or unsubscribe, all without an account. Same rules and fields as the wizard.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicCategory } from '../../../../../contract/enums.ts';
import { alertKeywordsSchema, type Subscription } from '../../../../../contract/subscriptions.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTopics } from '../api/get-topics.ts';
import { useSendTestSms } from '../api/send-test-sms.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import {
  channelProblems,
  contactProblems,
  hasProblems,
  type SignupFormValues,
  type StepProblems,
  topicProblems,
  toSignupInput,
} from '../hooks/signup-form.ts';
import { AgendaAlertFields, type AgendaAlertValues, keywordList } from './agenda-alert-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FollowedItems } from './followed-items.tsx';
import { PreferenceFields } from './preference-fields.tsx';
import styles from './signup.module.css';
import { TopicPicker } from './topic-picker.tsx';

function formValues(s: Subscription): SignupFormValues {
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
  };
}

function agendaValues(s: Subscription): AgendaAlertValues {
  return { agenda_alerts: s.agenda_alerts, keywords: s.alert_keywords.join(', '), district: s.district === null ? '' : String(s.district) };
}

export function ManageSubscription({ subscription, token }: { subscription: Subscription; token: string }) {
  const { t } = useTranslation('signup');
  const [values, setValues] = useState(() => formValues(subscription));
  const [agenda, setAgenda] = useState(() => agendaValues(subscription));
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [problems, setProblems] = useState<StepProblems>({ fields: {} });
  const [confirming, setConfirming] = useState(false);
  const topics = useTopics();
  const save = useUpdateSubscription(subscription.id, token);
  const end = useUnsubscribe(subscription.id, token);
  const testSms = useSendTestSms(subscription.id, token);
  const update = (patch: Partial<SignupFormValues>) => setValues((v) => ({ ...v, ...patch }));

  if (subscription.unsubscribed_at) {
    return (
      <div className={styles.success}>
        <p role="status">{t('manage.unsubscribed')}</p>
        <ButtonLink to="/signup/notifications">{t('manage.signUpAgain')}</ButtonLink>
      </div>
    );
  }

  const handleSave = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = [contactProblems(values), topicProblems(values), channelProblems(values)];
    const merged: StepProblems = { form: found.find((p) => p.form)?.form, fields: Object.assign({}, ...found.map((p) => p.fields)) };
    setProblems(merged);
    const keywords = alertKeywordsSchema.safeParse(keywordList(agenda.keywords));
    setKeywordError(keywords.success ? null : (keywords.error.issues[0]?.message ?? null));
    if (hasProblems(merged) || !keywords.success) return;
    const { email: _email, ...input } = toSignupInput(values);
    try {
      const saved = await save.mutateAsync({
        ...input,
        agenda_alerts: agenda.agenda_alerts,
        alert_keywords: keywords.data,
        district: agenda.district === '' ? null : Number(agenda.district),
      });
      setValues(formValues(saved));
      setAgenda(agendaValues(saved));
      toast.success(t('manage.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        setProblems({ fields: error.fieldErrors() });
        setKeywordError(error.fieldErrors().alert_keywords ?? null);
      }
      toast.error(t('manage.saveFailed'));
    }
  };

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
  return (
    <>
      <form noValidate onSubmit={handleSave}>
        {problems.form && (
          <p className={`${formStyles.formError} ${styles.alert}`} role="alert">
            {t(`errors.${problems.form}`)}
          </p>
        )}
        <section className={styles.section} aria-labelledby="manage-details">
          <h2 id="manage-details">{t('manage.details')}</h2>
          <ContactFields values={values} problems={problems.fields} onChange={update} showEmail={false} />
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
          <AgendaAlertFields values={agenda} onChange={(patch) => setAgenda((v) => ({ ...v, ...patch }))} keywordError={keywordError} />
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
