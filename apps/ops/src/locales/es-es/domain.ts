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

const documentTypes = {
  identity: 'Documento de identidad',
  spouse_identity: 'Documento de identidad del cónyuge',
  proof_of_address: 'Justificante de domicilio',
  business_proof_of_address: 'Justificante de domicilio de la empresa',
  host_certificate: 'Certificado de alojamiento',
  commercial_lease: 'Contrato de arrendamiento comercial',
  register_extract: 'Extracto del registro (Kbis)',
  capital_share_deposit_certificate: 'Certificado de depósito del capital',
  articles_of_incorporation: 'Estatutos',
  publication: 'Anuncio legal',
  proxy_formalities: 'Poder para los trámites',
  proxy_bank: 'Poder para el banco',
  signed_articles: 'Estatutos firmados',
  signed_micro_declaration: 'Declaración de microempresa firmada',
  identity_front: 'Documento de identidad (anverso)',
  identity_back: 'Documento de identidad (reverso)',
  identity_nie: 'Certificado NIE',
  identity_id_or_passport: 'DNI o pasaporte',
  proof_of_fiscal_address: 'Justificante de domicilio fiscal',
  proof_of_notification_address: 'Justificante de domicilio de notificaciones',
  iban: 'Certificado de titularidad bancaria',
  personal_certificate: 'Certificado digital',
  resguardo: 'Resguardo',
  resolucion_de_alta: 'Resolución de alta',
  orden_de_domiciliacion_bancaria: 'Orden de domiciliación bancaria',
  signed_mandate: 'Mandato de representación firmado',
} as const;

const authorities = {
  aeat: 'AEAT',
  seguridad_social: 'Seguridad Social',
  mutua: 'Mutua',
  inss: 'INSS',
  fnmt: 'FNMT',
} as const;

export default {
  statuses,
  countries,
  legalForms,
  waitingOn,
  actors,
  signatureStatuses,
  documentTypes,
  authorities,
};
