import type { ReactNode } from 'react';
import { cn } from '../cn.js';

export interface FileChipProps {
  fileName: string;
  /** The file's size, formatted for the reader. */
  size: string;
  /** The words read before the file's name by a screen reader ('Download'). */
  downloadLabel: string;
  icon: ReactNode;
  /** A short-lived link to the file, asked for when the person chooses it. */
  linkOf: () => Promise<string>;
  onError: (error: unknown) => void;
  className?: string;
  sizeClassName?: string;
}

/** A file with its name and size: choosing it asks for a link and downloads the file. */
export function FileChip({
  fileName,
  size,
  downloadLabel,
  icon,
  linkOf,
  onError,
  className,
  sizeClassName,
}: FileChipProps) {
  const download = async () => {
    try {
      const anchor = document.createElement('a');
      anchor.href = await linkOf();
      anchor.download = fileName;
      anchor.click();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <span
      className={cn(
        'mt-1 flex min-w-0 items-center gap-2 rounded-lg border px-2 py-1.5',
        className,
      )}
    >
      {icon}
      <button
        type="button"
        onClick={() => void download()}
        className="min-w-0 flex-1 truncate text-left font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">{`${downloadLabel} `}</span>
        {fileName}
      </button>
      <span className={cn('shrink-0 text-xs', sizeClassName)}>{size}</span>
    </span>
  );
}
