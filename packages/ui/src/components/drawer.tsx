import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from './icons.js';
import type { ReactNode } from 'react';

export interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** A panel sliding from the left on small screens, trapping focus until closed. */
export function Drawer({ open, onOpenChange, title, closeLabel, children }: DrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface-raised p-4 text-ink shadow-xl">
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-base font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted"
              aria-label={closeLabel}
            >
              <X />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          <div className="mt-4 flex-1 overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
