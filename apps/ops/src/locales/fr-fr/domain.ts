const statuses = {
  UNSPECIFIED: 'Inconnu',
  DRAFT: 'Brouillon',
  PLACED: 'Commandé',
  WAITING_QUESTIONS: 'En attente du questionnaire',
  WAITING_ESIGNATURE: 'En attente de la signature électronique',
  QUESTIONNAIRE_RECEIVED: 'Questionnaire reçu',
  PROCESSING_QUESTIONNAIRE: 'Questionnaire en revue',
  QUESTIONNAIRE_APPROVED: 'Questionnaire validé',
  AWAITING_CD: 'En attente du dépôt de capital',
  PROCESSING_PUBLICATION: 'Publication de l’annonce légale',
  PUBLICATION_RECEIVED: 'Annonce légale publiée',
  PROCESSING_REGISTRY: 'Au greffe',
  COMPANY_FORMED: 'Société immatriculée',
  AWAITING_FUNDS: 'En attente du déblocage des fonds',
  COMPLETED: 'Terminé',
  PROCESSING_AEAT: 'À l’administration fiscale (AEAT)',
  PROCESSING_TGSS: 'À la sécurité sociale (TGSS)',
  PROCESSING_NAME_CERTIFICATE: 'Au Registro Mercantil Central (certificat de dénomination)',
  AWAITING_DEED: 'En attente de l’acte notarié',
  CANCELED: 'Annulé',
  DECLINED: 'Refusé',
} as const;

const countries = {
  UNSPECIFIED: 'Inconnu',
  FR: 'France',
  ES: 'Espagne',
  UK: 'Royaume-Uni',
} as const;

const legalForms = {
  UNSPECIFIED: 'Inconnue',
  SASU: 'SASU',
  EURL: 'EURL',
  MICROENTERPRISE: 'Micro-entreprise',
  AUTONOMO: 'Autónomo',
  SA: 'SA',
  SL: 'SL',
  LTD: 'Ltd',
} as const;

const waitingOn = {
  UNSPECIFIED: 'Inconnu',
  FOUNDER: 'Fondateur',
  TEAM: 'Équipe',
  THIRD_PARTY: 'Tiers',
  NOBODY: 'Personne',
} as const;

const actors = {
  UNSPECIFIED: 'Inconnu',
  PAYMENT: 'Paiement',
  FOUNDER: 'Fondateur',
  SIGNATURE: 'Signature électronique',
  OPERATOR: 'Opérateur',
  SYSTEM: 'Système',
  BANK: 'Banque',
} as const;

const signatureStatuses = {
  UNSPECIFIED: 'Inconnu',
  PREPARING: 'En préparation',
  SENT: 'Envoyée au fondateur',
  SIGNED: 'Signée',
  DECLINED: 'Refusée',
  EXPIRED: 'Expirée',
  CANCELED: 'Annulée',
} as const;

const depositStatuses = {
  UNSPECIFIED: 'Inconnu',
  ONBOARDING: 'Ouverture à la banque',
  AWAITING_REVIEW: 'Identité en vérification',
  AWAITING_OWNER_ID: 'En attente d’une identité',
  AWAITING_FUNDS: 'En attente des virements',
  AWAITING_NOTARY: 'Chez le notaire',
  CERTIFICATE_RECEIVED: 'Certificat reçu',
  COMPLETED: 'Fonds débloqués',
} as const;

const verificationStatuses = {
  UNSPECIFIED: 'Inconnu',
  NOT_STARTED: 'Non commencée',
  WAITING_FOR_INFORMATION: 'Informations demandées',
  PENDING: 'En vérification',
  VERIFIED: 'Vérifiée',
  REFUSED: 'Refusée',
} as const;

const transferStatuses = {
  UNSPECIFIED: 'Inconnu',
  WAITING_FOR_TRANSFER: 'En attente du virement',
  CAPITAL_TRANSFERRED: 'Virement reçu',
} as const;

const sandboxBankEvents = {
  UNSPECIFIED: 'Inconnu',
  CERTIFICATE_ISSUED: 'Certificat émis',
  REGISTER_EXTRACT_RECEIVED: 'Kbis reçu',
  FUNDS_RELEASED: 'Fonds débloqués',
} as const;

const webhookOutcomes = {
  applied: 'Appliqué',
  unchanged: 'Aucun changement',
  unknown_deposit: 'Dépôt inconnu',
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
