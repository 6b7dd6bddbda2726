const statuses = {
  UNSPECIFIED: 'Unknown',
  DRAFT: 'Draft',
  PLACED: 'Placed',
  WAITING_QUESTIONS: 'Waiting for the questionnaire',
  WAITING_ESIGNATURE: 'Waiting for the e-signature',
  QUESTIONNAIRE_RECEIVED: 'Questionnaire received',
  PROCESSING_QUESTIONNAIRE: 'Reviewing the questionnaire',
  QUESTIONNAIRE_APPROVED: 'Questionnaire approved',
  AWAITING_CD: 'Awaiting the capital deposit',
  PROCESSING_PUBLICATION: 'Publishing the legal notice',
  PUBLICATION_RECEIVED: 'Legal notice published',
  PROCESSING_REGISTRY: 'At the registry',
  COMPANY_FORMED: 'Company formed',
  AWAITING_FUNDS: 'Awaiting the funds',
  COMPLETED: 'Completed',
  PROCESSING_AEAT: 'At the tax agency (AEAT)',
  PROCESSING_TGSS: 'At social security (TGSS)',
  CANCELED: 'Cancelled',
  DECLINED: 'Declined',
} as const;

const countries = {
  UNSPECIFIED: 'Unknown',
  FR: 'France',
  ES: 'Spain',
  UK: 'United Kingdom',
} as const;

const legalForms = {
  UNSPECIFIED: 'Unknown',
  SASU: 'SASU',
  EURL: 'EURL',
  MICROENTERPRISE: 'Micro-enterprise',
  AUTONOMO: 'Autónomo',
  SA: 'SA',
  SL: 'SL',
  LTD: 'Ltd',
} as const;

const waitingOn = {
  UNSPECIFIED: 'Unknown',
  FOUNDER: 'Founder',
  TEAM: 'Team',
  THIRD_PARTY: 'Third party',
  NOBODY: 'Nobody',
} as const;

const actors = {
  UNSPECIFIED: 'Unknown',
  PAYMENT: 'Payment',
  FOUNDER: 'Founder',
  SIGNATURE: 'E-signature',
  OPERATOR: 'Operator',
  SYSTEM: 'System',
} as const;

const signatureStatuses = {
  UNSPECIFIED: 'Unknown',
  PREPARING: 'Preparing',
  SENT: 'Sent to the founder',
  SIGNED: 'Signed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELED: 'Cancelled',
} as const;

const documentTypes = {
  identity: 'Identity document',
  spouse_identity: 'Spouse’s identity document',
  proof_of_address: 'Proof of address',
  business_proof_of_address: 'Proof of the company’s address',
  host_certificate: 'Host certificate',
  commercial_lease: 'Commercial lease',
  register_extract: 'Register extract (Kbis)',
  capital_share_deposit_certificate: 'Capital deposit certificate',
  articles_of_incorporation: 'Articles of incorporation',
  publication: 'Legal notice',
  proxy_formalities: 'Proxy for the formalities',
  proxy_bank: 'Proxy for the bank',
  signed_articles: 'Signed articles of association',
  signed_micro_declaration: 'Signed micro-enterprise declaration',
  identity_front: 'Identity document (front)',
  identity_back: 'Identity document (back)',
  identity_nie: 'NIE certificate',
  identity_id_or_passport: 'ID card or passport',
  proof_of_fiscal_address: 'Proof of fiscal address',
  proof_of_notification_address: 'Proof of notification address',
  iban: 'Bank account certificate',
  personal_certificate: 'Digital certificate',
  resguardo: 'Resguardo',
  resolucion_de_alta: 'Resolución de alta',
  orden_de_domiciliacion_bancaria: 'Orden de domiciliación bancaria',
  signed_mandate: 'Signed representation mandate',
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
