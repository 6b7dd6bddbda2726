import { LegalForm } from '@foundly/proto';
import type { FieldViolation } from '../../../errors.js';
import type { FrenchCapitalDeposit } from '../answers.js';
import { hasWholeNominalValue, isCapitalAmount, isShareCount } from './capital.js';
import type { ValidationContext } from './context.js';
import { FIELD_MESSAGES } from './messages.js';
import { createViolationList } from './violations.js';

/**
 * The violations of the `capital_deposit` part of an update. A
 * micro-entrepreneur has no company and so no capital to deposit.
 */
export function validateCapitalDeposit(
  deposit: FrenchCapitalDeposit | undefined,
  context: ValidationContext,
): FieldViolation[] {
  const list = createViolationList('capital_deposit');
  if (!deposit) return list.violations;
  const { paidUpCapital: euros, numberOfShares: shares } = deposit;
  if (euros === undefined && shares === undefined) return list.violations;
  if (context.legalForm === LegalForm.MICROENTERPRISE) {
    list.add('', FIELD_MESSAGES.notForLegalForm);
    return list.violations;
  }
  const validEuros = euros !== undefined && isCapitalAmount(euros);
  const validShares = shares !== undefined && isShareCount(shares);
  if (euros !== undefined && !validEuros) list.add('paid_up_capital', FIELD_MESSAGES.capitalAmount);
  if (shares !== undefined && !validShares) list.add('number_of_shares', FIELD_MESSAGES.shareCount);
  if (validEuros && validShares && !hasWholeNominalValue(euros, shares)) {
    list.add('number_of_shares', FIELD_MESSAGES.capitalShares);
  }
  return list.violations;
}
