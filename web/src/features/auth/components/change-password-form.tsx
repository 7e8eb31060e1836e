/** Changes the password (current one required); other sessions are signed out by the server. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { changePassword } from '../api/auth-api.ts';

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current_password = tAuth('validation.passwordRequired');
    if (!next) found.new_password = tAuth('validation.passwordRequired');
    if (next !== confirm) found.confirm = tAuth('register.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      toast.success(t('password.success'));
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors());
      toast.error(t('password.failure'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.current_password}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={tAuth('register.passwordHint')}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.new_password}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('password.busy') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
