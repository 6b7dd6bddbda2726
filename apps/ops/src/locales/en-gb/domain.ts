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
  BANK: 'Bank',
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

export default {
  statuses,
  countries,
  legalForms,
  waitingOn,
  actors,
  signatureStatuses,
};
