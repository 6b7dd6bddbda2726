import { useStepLocation } from '../../questionnaire/step-context.js';
import { useArea } from '../../../app/area/use-area.js';

/** The views of the certificate step, chosen by the `view` search parameter (spec 02 §2). */
export type CertificateView = 'intro' | 'upload' | 'guide';

/** Reads the `view` search parameter; intro when absent or unknown. */
export function toCertificateView(value: unknown): CertificateView {
  return value === 'upload' || value === 'guide' ? value : 'intro';
}

/** The path of the certificate step, for links between its views. */
export function useStepPath(): string {
  const { basePath } = useArea();
  const { funnel, step } = useStepLocation();
  return `${basePath}/funnel/${funnel}/${step}`;
}
