import type { I18n } from '@foundly/app-kit';
import type { MessageKey } from '../../app/i18n/message-types.js';

/**
 * One thing that blocks issuing, in the person's language: "Your VAT number: missing". The
 * field path (seller.vat_number) and reason (missing) are the server's stable codes; a code
 * this client does not know yet is shown as it is.
 */
export function getIssueProblemText(
  problem: { field: string; reason: string },
  { t, tDynamic }: I18n<MessageKey>,
): string {
  const field = tDynamic(
    `invoicing.problems.fields.${problem.field.replaceAll('.', '_')}`,
    problem.field,
  );
  const reason = tDynamic(`invoicing.problems.reasons.${problem.reason}`, problem.reason);
  return t('invoicing.problems.item', { field, reason });
}
