import { Button } from '@foundly/ui';
import { useId, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { readLogo } from '../form/read-logo.js';

export interface LogoFieldProps {
  /** The logo shown now, as an image address; undefined when none. */
  logoUrl: string | undefined;
  disabled: boolean;
  /** New bytes, or empty bytes to remove the logo. */
  onChange(bytes: Uint8Array): void;
  /** The server's refusal of the last logo sent, translated. */
  serverError?: string | undefined;
}

/** The document's logo: a PNG or JPEG under the size limit, checked before it is sent. */
export function LogoField({ logoUrl, disabled, onChange, serverError }: LogoFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<'logoType' | 'logoSize' | undefined>();
  const message = error ? t(`invoicing.form.errors.${error}`) : serverError;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('invoicing.form.logo')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {logoUrl && (
          <img
            src={logoUrl}
            alt={t('invoicing.form.logoCurrent')}
            className="h-14 max-w-32 rounded border border-line object-contain"
          />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          disabled={disabled}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          className="text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-line file:bg-surface-raised file:px-3 file:text-sm file:font-semibold"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            void readLogo(file).then((reading) => {
              if ('error' in reading) {
                setError(reading.error);
                if (input.current) input.current.value = '';
              } else {
                setError(undefined);
                onChange(reading.bytes);
              }
            });
          }}
        />
        {logoUrl && !disabled && (
          <Button
            variant="ghost"
            className="min-h-10 text-xs"
            onClick={() => {
              setError(undefined);
              if (input.current) input.current.value = '';
              onChange(new Uint8Array());
            }}
          >
            {t('invoicing.form.logoRemove')}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('invoicing.form.logoHint')}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
