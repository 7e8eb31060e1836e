/**
 * "My block" on the manage page (issue 31): an address and a radius whose agenda items alert before the vote.
 * Its own small form beside the preferences, saved on its own: the server places the address (with no network,
 * from the city's own data) and keeps only a rounded point; the typed text can be deleted on its own.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyRadius, Subscription } from '#contract/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCity } from '#web/lib/city.ts';
import { useNearby } from '../api/nearby.ts';
import styles from './signup.module.css';

// The contract's radii, listed here by type only: importing its schema would bring the validator into this page.
const RADII: readonly NearbyRadius[] = ['block', 'quarter_mile', 'mile'];

export function NearbyPlace({ subscription, token }: { subscription: Subscription; token: string }) {
  const { t } = useTranslation('signup');
  const city = useCity();
  const nearby = useNearby(subscription.id, token);
  const saved = subscription.nearby;
  const [address, setAddress] = useState('');
  const [radius, setRadius] = useState<NearbyRadius>(saved?.radius ?? 'quarter_mile');
  const [remember, setRemember] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await nearby.save.mutateAsync({ address, radius, remember_address: remember });
      setAddress('');
      toast.success(t('nearby.saved'));
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors().address ?? error.fieldErrors().radius : undefined;
      if (field) setProblem(field);
      else toast.error(t('nearby.failed'));
    }
  };
  const run = (action: typeof nearby.stop, done: string) => async () => {
    try {
      await action.mutateAsync();
      toast.success(done);
    } catch {
      toast.error(t('nearby.failed'));
    }
  };

  return (
    <div className={styles.fields}>
      <p className={styles.hint}>{t('nearby.intro')}</p>
      {saved && (
        <div className={styles.followedItem}>
          <p role="status">
            {saved.address
              ? t('nearby.watching', { radius: t(`nearby.radius_${saved.radius}`).toLowerCase(), address: saved.address })
              : t('nearby.watchingNoText', { radius: t(`nearby.radius_${saved.radius}`).toLowerCase() })}
          </p>
          <div className={styles.actions}>
            {saved.address && (
              <Button variant="secondary" size="small" disabled={nearby.forgetText.isPending} onClick={run(nearby.forgetText, t('nearby.textForgotten'))}>
                {t('nearby.forgetText')}
              </Button>
            )}
            <Button variant="secondary" size="small" disabled={nearby.stop.isPending} onClick={run(nearby.stop, t('nearby.stopped'))}>
              {t('nearby.stop')}
            </Button>
          </div>
        </div>
      )}
      <form noValidate onSubmit={handleSave} className={styles.fields}>
        <TextField
          label={t('nearby.address')}
          hint={t('nearby.addressHint', { example: city.addressExample })}
          autoComplete="street-address"
          maxLength={300}
          value={address}
          error={problem}
          onChange={(e) => setAddress(e.target.value)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('nearby.radius')}</legend>
          <div className={styles.choices}>
            {RADII.map((option) => (
              <label key={option} className={styles.choice}>
                <input type="radio" name="nearby_radius" value={option} checked={radius === option} onChange={() => setRadius(option)} />
                <span>{t(`nearby.radius_${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.choice}>
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('nearby.remember')}</span>
        </label>
        <div className={styles.actions}>
          <Button type="submit" disabled={nearby.save.isPending}>
            {nearby.save.isPending ? t('nearby.saving') : t('nearby.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
