const statuses = {
  UNSPECIFIED: 'Desconocido',
  DRAFT: 'Borrador',
  PLACED: 'Pedido realizado',
  WAITING_QUESTIONS: 'Pendiente del cuestionario',
  WAITING_ESIGNATURE: 'Pendiente de la firma electrónica',
  QUESTIONNAIRE_RECEIVED: 'Cuestionario recibido',
  PROCESSING_QUESTIONNAIRE: 'Revisando el cuestionario',
  QUESTIONNAIRE_APPROVED: 'Cuestionario aprobado',
  AWAITING_CD: 'Pendiente del depósito de capital',
  PROCESSING_PUBLICATION: 'Publicando el anuncio legal',
  PUBLICATION_RECEIVED: 'Anuncio legal publicado',
  PROCESSING_REGISTRY: 'En el registro',
  COMPANY_FORMED: 'Empresa constituida',
  AWAITING_FUNDS: 'Pendiente de los fondos',
  COMPLETED: 'Completado',
  PROCESSING_AEAT: 'En la Agencia Tributaria (AEAT)',
  PROCESSING_TGSS: 'En la Seguridad Social (TGSS)',
  PROCESSING_NAME_CERTIFICATE: 'Certificación negativa del nombre',
  AWAITING_DEED: 'Firma de la escritura ante notario',
  CANCELED: 'Cancelado',
  DECLINED: 'Rechazado',
} as const;

const countries = {
  UNSPECIFIED: 'Desconocido',
  FR: 'Francia',
  ES: 'España',
  UK: 'Reino Unido',
} as const;

const legalForms = {
  UNSPECIFIED: 'Desconocida',
  SASU: 'SASU',
  EURL: 'EURL',
  MICROENTERPRISE: 'Microempresa',
  AUTONOMO: 'Autónomo',
  SA: 'SA',
  SL: 'SL',
  LTD: 'Ltd',
} as const;

const waitingOn = {
  UNSPECIFIED: 'Desconocido',
  FOUNDER: 'Fundador',
  TEAM: 'Equipo',
  THIRD_PARTY: 'Tercero',
  NOBODY: 'Nadie',
} as const;

const actors = {
  UNSPECIFIED: 'Desconocido',
  PAYMENT: 'Pago',
  FOUNDER: 'Fundador',
  SIGNATURE: 'Firma electrónica',
  OPERATOR: 'Operador',
  SYSTEM: 'Sistema',
  BANK: 'Banco',
} as const;

const signatureStatuses = {
  UNSPECIFIED: 'Desconocido',
  PREPARING: 'En preparación',
  SENT: 'Enviada al fundador',
  SIGNED: 'Firmada',
  DECLINED: 'Rechazada',
  EXPIRED: 'Caducada',
  CANCELED: 'Cancelada',
} as const;

const depositStatuses = {
  UNSPECIFIED: 'Desconocido',
  ONBOARDING: 'Apertura en el banco',
  AWAITING_REVIEW: 'Identidad en revisión',
  AWAITING_OWNER_ID: 'A la espera de una identidad',
  AWAITING_FUNDS: 'A la espera de las transferencias',
  AWAITING_NOTARY: 'En la notaría',
  CERTIFICATE_RECEIVED: 'Certificado recibido',
  COMPLETED: 'Fondos liberados',
} as const;

const verificationStatuses = {
  UNSPECIFIED: 'Desconocido',
  NOT_STARTED: 'Sin empezar',
  WAITING_FOR_INFORMATION: 'Información solicitada',
  PENDING: 'En revisión',
  VERIFIED: 'Verificada',
  REFUSED: 'Rechazada',
} as const;

const transferStatuses = {
  UNSPECIFIED: 'Desconocido',
  WAITING_FOR_TRANSFER: 'A la espera de la transferencia',
  CAPITAL_TRANSFERRED: 'Transferencia recibida',
} as const;

const sandboxBankEvents = {
  UNSPECIFIED: 'Desconocido',
  CERTIFICATE_ISSUED: 'Certificado emitido',
  REGISTER_EXTRACT_RECEIVED: 'Kbis recibido',
  FUNDS_RELEASED: 'Fondos liberados',
} as const;

const webhookOutcomes = {
  applied: 'Aplicado',
  unchanged: 'Sin cambios',
  unknown_deposit: 'Depósito desconocido',
} as const;

export default {
  statuses,
  countries,
  legalForms,
  waitingOn,
  actors,
  signatureStatuses,
  depositStatuses,
  verificationStatuses,
  transferStatuses,
  sandboxBankEvents,
  webhookOutcomes,
};
