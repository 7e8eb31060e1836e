/** /profile (protected): the account details, edit, alerts, change password, signed-in devices, delete account. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { DeleteAccountForm } from '../../features/auth/components/delete-account-form.tsx';
import { ProfileDetails } from '../../features/auth/components/profile-details.tsx';
import { ProfileEditForm } from '../../features/auth/components/profile-edit-form.tsx';
import { SavedAddressForm } from '../../features/auth/components/saved-address-form.tsx';
import { SignedInDevices } from '../../features/auth/components/signed-in-devices.tsx';
import { MySubscriptions } from '../../features/signup/components/my-subscriptions.tsx';
import styles from '../../features/auth/components/profile.module.css';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { useAuth } from '../../lib/auth-context.ts';

function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tSignup } = useTranslation('signup');
  const { user, setUser, logout } = useAuth();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const devicesHeading = useRef<HTMLHeadingElement>(null);
  if (!user) return null;
  return (
    <div className="page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby="details-heading">
          <h2 id="details-heading">{editing ? t('edit.heading') : t('details.heading')}</h2>
          {editing ? (
            <ProfileEditForm
              user={user}
              onDone={(updated) => {
                if (updated) setUser(updated);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <ProfileDetails user={user} />
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('details.edit')}
              </Button>
            </>
          )}
        </section>
        <section className={styles.section} aria-labelledby="address-heading">
          <h2 id="address-heading">{t('address.heading')}</h2>
          <p>{t('address.intro')}</p>
          <SavedAddressForm />
        </section>
        <section className={styles.section} aria-labelledby="alerts-heading">
          <h2 id="alerts-heading">{tSignup('mine.heading')}</h2>
          <MySubscriptions />
        </section>
        <section className={styles.section} aria-labelledby="password-heading">
          <h2 id="password-heading">{t('password.heading')}</h2>
          <p>{t('password.intro')}</p>
          <ChangePasswordForm />
        </section>
        <section className={styles.section} aria-labelledby="devices-heading">
          <h2 id="devices-heading" ref={devicesHeading} tabIndex={-1}>
            {t('devices.heading')}
          </h2>
          <p>{t('devices.intro')}</p>
          <SignedInDevices headingRef={devicesHeading} />
        </section>
        <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-heading">
          <h2 id="delete-heading">{t('delete.heading')}</h2>
          <p>{t('delete.intro')}</p>
          <DeleteAccountForm
            onDeleted={async () => {
              await logout();
              void navigate('/', { replace: true });
            }}
          />
        </section>
      </div>
    </div>
  );
}

export function Component() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
