import { Button, Dialog, TextField } from '@foundly/ui';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { loadAuthClient } from '../../lib/load-auth-client.js';

interface ReauthenticateDialogProps {
  email: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirmed(): void;
}

/** Asks for the current password and signs in again, so that the session is fresh. */
export function ReauthenticateDialog({
  email,
  open,
  onOpenChange,
  onConfirmed,
}: ReauthenticateDialogProps) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailed(false);
    const { error } = await (await loadAuthClient()).signIn.email({ email, password });
    setPending(false);
    if (error) {
      setFailed(true);
      return;
    }
    setPassword('');
    onConfirmed();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.password.reauthTitle')}
      description={t('settings.password.reauthDescription')}
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('settings.password.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={failed ? t('settings.password.reauthFailed') : undefined}
          autoFocus
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={password === ''}>
            {t('settings.password.reauthSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
