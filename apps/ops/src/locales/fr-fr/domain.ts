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

const documentTypes = {
  identity: 'Pièce d’identité',
  spouse_identity: 'Pièce d’identité du conjoint',
  proof_of_address: 'Justificatif de domicile',
  business_proof_of_address: 'Justificatif d’adresse de la société',
  host_certificate: 'Attestation d’hébergement',
  commercial_lease: 'Bail commercial',
  register_extract: 'Extrait Kbis',
  capital_share_deposit_certificate: 'Attestation de dépôt des fonds',
  articles_of_incorporation: 'Statuts',
  publication: 'Annonce légale',
  proxy_formalities: 'Pouvoir pour les formalités',
  proxy_bank: 'Pouvoir pour la banque',
  signed_articles: 'Statuts signés',
  signed_micro_declaration: 'Déclaration de micro-entreprise signée',
  identity_front: 'Pièce d’identité (recto)',
  identity_back: 'Pièce d’identité (verso)',
  identity_nie: 'Certificat NIE',
  identity_id_or_passport: 'Carte d’identité ou passeport',
  proof_of_fiscal_address: 'Justificatif d’adresse fiscale',
  proof_of_notification_address: 'Justificatif d’adresse de notification',
  iban: 'Attestation de compte bancaire',
  personal_certificate: 'Certificat numérique',
  resguardo: 'Resguardo',
  resolucion_de_alta: 'Resolución de alta',
  orden_de_domiciliacion_bancaria: 'Orden de domiciliación bancaria',
  signed_mandate: 'Mandat de représentation signé',
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
