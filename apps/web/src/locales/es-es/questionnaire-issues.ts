import type { Messages } from '../../app/i18n/message-types.js';

export default {
  missingAnswers: 'Todavía faltan algunas respuestas.',
  missingIdentity:
    'Sube tu documento de identidad (las dos caras si es un documento de identidad o un permiso de residencia).',
  missingSpouseIdentity: 'Sube el documento de identidad de tu cónyuge.',
  missingPersonalProofOfAddress: 'Sube un justificante de tu domicilio.',
  missingBusinessProofOfAddress: 'Sube un justificante de la dirección de tu empresa.',
  proofAddressTooOld: 'Tu justificante de domicilio tiene 3 meses o más. Sube uno más reciente.',
  businessProofOfAddressTooOld:
    'El justificante de la dirección de tu empresa tiene 3 meses o más. Sube uno más reciente.',
  capitalInconsistent:
    'El capital no se divide en acciones o participaciones enteras de al menos 0,01 €. Comprueba el importe y el número de acciones o participaciones.',
  nirDoesNotMatchBirth:
    'Tu número de la seguridad social francesa no corresponde a tu sexo o a tu mes y año de nacimiento. Compruébalo.',
} satisfies Messages['questionnaireIssues'];
