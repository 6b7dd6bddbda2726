import { isRegistroAnulacion, type VerifactuRecord } from '@foundly/domain';
import type { VerifactuAnswer, VerifactuSubmitter } from './verifactu-submitter.js';

/**
 * The embedded stand-in for the AEAT, answering as the service does and
 * chosen from the record so that a test or a demo can ask for each answer:
 * a total whose cents are 99 is refused (error 1100, as the AEAT's "valor o
 * tipo incorrecto"), one whose cents are 98 is accepted with errors (error
 * 2000), any other accepted with a CSV; a cancellation is accepted.
 */
export class SandboxVerifactuSubmitter implements VerifactuSubmitter {
  async submit(input: { record: VerifactuRecord }): Promise<VerifactuAnswer> {
    const { record } = input;
    const csv = `SANDBOX${record.Huella.slice(0, 16)}`;
    if (isRegistroAnulacion(record)) return { status: 'ACCEPTED', csv };
    const cents = record.ImporteTotal.slice(-2);
    if (cents === '99') {
      return {
        status: 'REJECTED',
        errorCode: '1100',
        errorDescription: 'Valor o tipo incorrecto del campo: ImporteTotal',
      };
    }
    if (cents === '98') {
      return {
        status: 'ACCEPTED_WITH_ERRORS',
        csv,
        errorCode: '2000',
        errorDescription: 'El cálculo de la cuota repercutida no es correcto',
      };
    }
    return { status: 'ACCEPTED', csv };
  }
}
