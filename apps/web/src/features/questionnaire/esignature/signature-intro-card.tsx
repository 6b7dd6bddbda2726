import { OrderStatus } from '@foundly/proto';
import type { ReactNode } from 'react';
import { Redirect } from '../../../components/redirect.js';
import { useArea } from '../../../app/area/use-area.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame, type StepFrameProps } from '../form/step-frame.js';

/** The texts of the screen, in the words of the country's area. */
export interface SignatureIntroTexts {
  title: string;
  description: string;
  whatTitle: string;
  howTitle: string;
  /** How the signature goes, in order; the e-mail goes to the founder's address when the file has one. */
  steps(email: string | undefined): readonly string[];
  /** Said under the steps. */
  note?: string;
}

export interface SignatureIntroCardProps {
  texts: SignatureIntroTexts;
  /** The list of what the founder signs. */
  documents: ReactNode;
  /** The step's form: 'Continue' records that the intro was read, and moves on. */
  form: Pick<StepFrameProps, 'onSubmit' | 'pending' | 'failure'>;
}

/**
 * The e-signature's intro of both areas: what will be signed and how; only
 * while the signature is awaited (else back to the area's home).
 */
export function SignatureIntroCard({ texts, documents, form }: SignatureIntroCardProps) {
  const { basePath } = useArea();
  const { data } = useCurrentOrder();
  if (data?.order?.status !== OrderStatus.WAITING_ESIGNATURE) {
    return <Redirect to={basePath} />;
  }
  return (
    <StepFrame
      title={texts.title}
      description={texts.description}
      onSubmit={form.onSubmit}
      pending={form.pending}
      failure={form.failure}
    >
      <section aria-labelledby="esignature-what" className="flex flex-col gap-3">
        <h2 id="esignature-what" className="font-semibold">
          {texts.whatTitle}
        </h2>
        {documents}
      </section>
      <section aria-labelledby="esignature-how" className="flex flex-col gap-3">
        <h2 id="esignature-how" className="font-semibold">
          {texts.howTitle}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          {texts.steps(data.customer?.email || undefined).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {texts.note && <p className="text-sm text-ink-muted">{texts.note}</p>}
      </section>
    </StepFrame>
  );
}
