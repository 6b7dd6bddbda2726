import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@foundly/ui';
import { useI18n } from '../../app/i18n/index.js';

/** How long the button shows its tick after a copy. */
const TICK_MS = 2_000;

/**
 * A button copying `value` to the clipboard, named by `label` ('Copy the
 * IBAN'); its live region says 'Copied', or that copying failed.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), TICK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const Icon = state === 'copied' ? Check : Copy;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        className={buttonClasses('secondary', 'min-w-11 shrink-0 px-3')}
        onClick={() => void copy()}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' && t('banking.copy.copied')}
        {state === 'failed' && t('banking.copy.failed')}
      </span>
    </>
  );
}
