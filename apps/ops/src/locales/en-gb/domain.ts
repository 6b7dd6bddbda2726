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
  PROCESSING_NAME_CERTIFICATE: 'At the Registro Mercantil Central (name certificate)',
  AWAITING_DEED: 'Awaiting the notarial deed',
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

const depositStatuses = {
  UNSPECIFIED: 'Unknown',
  ONBOARDING: 'Being opened at the bank',
  AWAITING_REVIEW: 'Identity under review',
  AWAITING_OWNER_ID: 'Waiting for an identity',
  AWAITING_FUNDS: 'Waiting for the transfers',
  AWAITING_NOTARY: 'With the notary',
  CERTIFICATE_RECEIVED: 'Certificate received',
  COMPLETED: 'Funds released',
} as const;

const verificationStatuses = {
  UNSPECIFIED: 'Unknown',
  NOT_STARTED: 'Not started',
  WAITING_FOR_INFORMATION: 'Information asked for',
  PENDING: 'Under review',
  VERIFIED: 'Verified',
  REFUSED: 'Refused',
} as const;

const transferStatuses = {
  UNSPECIFIED: 'Unknown',
  WAITING_FOR_TRANSFER: 'Waiting for the transfer',
  CAPITAL_TRANSFERRED: 'Transferred',
} as const;

const sandboxBankEvents = {
  UNSPECIFIED: 'Unknown',
  CERTIFICATE_ISSUED: 'Certificate issued',
  REGISTER_EXTRACT_RECEIVED: 'Kbis received',
  FUNDS_RELEASED: 'Funds released',
} as const;

const webhookOutcomes = {
  applied: 'Applied',
  unchanged: 'Nothing changed',
  unknown_deposit: 'Unknown deposit',
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
