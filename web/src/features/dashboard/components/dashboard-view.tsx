/**
 * The personal dashboard (spec §2 Dashboard): three cards (Upcoming Meetings, Active Campaigns, Notifications)
 * and a Recent Activity list, all from real data.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth-context.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary.ts';
import { ActiveCampaignsCard } from './active-campaigns-card.tsx';
import { AdminAreaLink } from './admin-area-link.tsx';
import { FollowedItems, type SpeakUpTarget } from './followed-items.tsx';
import styles from './dashboard.module.css';
import { NotificationsCard } from './notifications-card.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { SpeakUpReceipts } from './speak-up-receipts.tsx';
import { UpcomingMeetingsCard } from './upcoming-meetings-card.tsx';

/** `speakUp` draws the "Speak up" button of a followed item on a meeting to come (the meetings feature's). */
export function DashboardView({ speakUp }: { speakUp: (item: SpeakUpTarget) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const summary = useDashboardSummary();
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      {user && <p className={styles.welcome}>{t('welcome', { name: user.full_name })}</p>}
      <AdminAreaLink role={user?.role} />
      <div className={styles.cards} aria-busy={summary.isPending || undefined}>
        <UpcomingMeetingsCard summary={summary.data} />
        <ActiveCampaignsCard />
        <NotificationsCard summary={summary.data} />
      </div>
      <FollowedItems summary={summary.data} speakUp={speakUp} />
      <SpeakUpReceipts summary={summary.data} />
      <RecentActivity summary={summary.data} />
    </div>
  );
}
