import { Button, Card } from '@foundly/ui';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** Sending the answers, while they are not sent. */
export interface SummarySend {
  /** Above the hint: what keeps the answers from being sent, or that they are ready. */
  status?: ReactNode;
  hint: string;
  /** The button's text. */
  label: string;
  failure: string | undefined;
  pending: boolean;
  disabled?: boolean;
  onSend: () => void;
}

export interface SummaryPageProps {
  title: string;
  description: string;
  /** The funnels' answers, a card each. */
  children: ReactNode;
  /** Sending the answers; once they are sent, what the page says in its place. */
  send: SummarySend | { sentNote: string };
}

/** The questionnaire's summary page of both areas: the answers, then sending them. */
export function SummaryPage({ title, description, children, send }: SummaryPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-balance">{title}</h1>
        <p className="mt-2 text-ink-muted">{description}</p>
      </header>
      {children}
      {'sentNote' in send ? (
        <Card className="flex items-center gap-3">
          <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden="true" />
          <p>{send.sentNote}</p>
        </Card>
      ) : (
        <Card className="flex flex-col gap-4">
          {send.status}
          <p className="text-sm text-ink-muted">{send.hint}</p>
          {send.failure && (
            <p role="alert" className="text-sm font-medium text-danger">
              {send.failure}
            </p>
          )}
          <Button
            className="w-full sm:w-auto sm:self-end"
            loading={send.pending}
            disabled={send.disabled}
            onClick={send.onSend}
          >
            {send.label}
          </Button>
        </Card>
      )}
    </div>
  );
}
