import { cn } from '@foundly/ui';
import { UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useI18n } from '../../app/i18n/index.js';

export interface UploadDropZoneProps {
  /** The accept attribute, e.g. '.pdf,.jpg,.jpeg,.png'. */
  accept: string;
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/** Drop files here, or choose them with the keyboard or a tap: the input stays a real file input. */
export function UploadDropZone({
  accept,
  hint,
  multiple = true,
  disabled,
  onFiles,
}: UploadDropZoneProps) {
  const { t } = useI18n();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'relative flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors focus-within:outline-2 focus-within:outline-brand-600',
        dragging
          ? 'border-brand-600 bg-brand-50 dark:bg-brand-800/20'
          : 'border-line bg-surface-muted',
        disabled && 'opacity-60',
      )}
    >
      <UploadCloud className="size-8 text-brand-700 dark:text-brand-100" aria-hidden="true" />
      <label
        htmlFor={id}
        className="cursor-pointer font-semibold text-brand-700 underline dark:text-brand-100"
      >
        {t('upload.browse')}
      </label>
      <p className="text-sm text-ink-muted" id={`${id}-hint`}>
        {t('upload.drop')} · {hint}
      </p>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
