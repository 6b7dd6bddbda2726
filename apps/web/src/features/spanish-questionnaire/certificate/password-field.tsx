import { cn } from '@foundly/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useI18n } from '../../../app/i18n/index.js';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string | undefined;
}

/**
 * The certificate's password, hidden by default with a button to show it:
 * never offered to the browser's password manager, which would file it
 * under this site as if it were the account's password.
 */
export function PasswordField({ label, error, className, ...input }: PasswordFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'min-h-11 w-full rounded-lg border bg-surface-raised py-2 pr-12 pl-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            error ? 'border-danger' : 'border-line',
          )}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={t('spanishCertificate.upload.showPassword')}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
