import { FLAG_SET } from '@foundly/domain';
import { useState } from 'react';
import { useCurrentOrder } from '../../order/api/current-order.js';

/**
 * Whether the documents of an upload step must be read once it is saved: a
 * file was added or replaced since the step opened, or what was read before
 * was never reviewed. Coming back only to look must not overwrite the
 * answers the founder corrected on the review step.
 */
export function useNeedsAnalysis(
  reviewFlag: string,
): (referenceFields: readonly string[]) => boolean {
  const { data } = useCurrentOrder();
  const refs = data?.order?.documentRefs ?? {};
  const [refsWhenOpened] = useState(() => ({ ...refs }));
  const reviewed = data?.order?.metadata[reviewFlag] === FLAG_SET;
  return (referenceFields) =>
    !reviewed ||
    referenceFields.some((field) => (refs[field] ?? '') !== (refsWhenOpened[field] ?? ''));
}
