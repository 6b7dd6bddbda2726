import { OrderStatus } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { Redirect } from '../../../components/redirect.js';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useArea } from '../../../app/area/use-area.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useSignatureRequest } from '../../../features/documents/api/use-signature-request.js';
import { SignatureRequestAction } from '../../../components/file-timeline/index.js';

/** The texts of the screen, in the words of the country's area. */
export interface WaitingSignatureTexts {
  title: string;
  /** What was sent, to the founder's address when the file has one. */
  description(email: string | undefined): string;
  nextTitle: string;
  /** What happens next, in order. */
  steps: readonly string[];
  note?: string;
}

/**
 * The e-signature's waiting-signature screen of both areas: the documents are out for signature;
 * only while the signature is awaited (else back to the area's home). The signing button leads
 * to the signing partner once it has the documents (its e-mail is the other way in); once signed,
 * the order is reloaded and the home leads on.
 */
export function WaitingSignatureCard({
  texts,
  documents,
}: {
  texts: WaitingSignatureTexts;
  /** The list of what the founder signs. */
  documents: ReactNode;
}) {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  const waiting = data?.order?.status === OrderStatus.WAITING_ESIGNATURE;
  const signature = useSignatureRequest(data?.order?.id, waiting);
  if (!waiting || !data.order) {
    return <Redirect to={basePath} />;
  }
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-6">
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance">{texts.title}</h1>
        <p className="mt-2 text-ink-muted">
          {texts.description(data.customer?.email || undefined)}
        </p>
        <SignatureRequestAction
          request={signature.data?.request}
          className="mt-5 w-full justify-center sm:w-auto"
        />
      </div>
      {documents}
      <section aria-labelledby="waiting-signature-next" className="flex flex-col gap-3">
        <h2 id="waiting-signature-next" className="font-semibold">
          {texts.nextTitle}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {texts.note && <p className="text-sm text-ink-muted">{texts.note}</p>}
      </section>
    </Card>
  );
}
