/** Deletes the account after the password is confirmed, then signs out. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import formStyles from '#web/components/ui/form.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { deleteAccount } from '../api/auth-api.ts';

export function DeleteAccountForm({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(tAuth('validation.passwordRequired'));
    setBusy(true);
    try {
      await deleteAccount(password);
      toast.success(t('delete.success'));
      onDeleted();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors().password ?? err.userMessage) : t('delete.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('delete.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t('delete.busy') : t('delete.submit')}
        </Button>
      </div>
    </form>
  );
}
