import { CheckCircle2 } from 'lucide-react';

/** The summary's note that nothing is left to fix before sending. */
export function ReadyToSend({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2">
      <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
      {children}
    </p>
  );
}
