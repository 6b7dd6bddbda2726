import type { Authority, DocumentType } from '@foundly/domain';

/**
 * What each document type and issuing authority is called, the same in the
 * customer app and the back-office: each spreads it into its messages.
 */
export default {
  documentTypes: {
    identity: 'Pièce d’identité',
    spouse_identity: 'Pièce d’identité du conjoint',
    proof_of_address: 'Justificatif de domicile',
    business_proof_of_address: 'Justificatif de domiciliation de la société',
    host_certificate: 'Attestation d’hébergement',
    commercial_lease: 'Bail commercial',
    register_extract: 'Extrait Kbis',
    capital_share_deposit_certificate: 'Attestation de dépôt des fonds',
    articles_of_incorporation: 'Statuts',
    publication: 'Annonce légale',
    proxy_formalities: 'Pouvoir pour les formalités',
    proxy_bank: 'Pouvoir pour la banque',
    identity_front: 'Pièce d’identité (recto)',
    identity_back: 'Pièce d’identité (verso)',
    identity_nie: 'Certificat NIE',
    identity_id_or_passport: 'Carte d’identité ou passeport',
    proof_of_fiscal_address: 'Justificatif d’adresse fiscale',
    proof_of_notification_address: 'Justificatif d’adresse de notification',
    iban: 'Attestation de compte bancaire',
    personal_certificate: 'Certificat numérique',
    resguardo: 'Accusé de dépôt (resguardo)',
    resolucion_de_alta: 'Décision d’inscription (resolución de alta)',
    orden_de_domiciliacion_bancaria: 'Mandat de prélèvement',
    signed_articles: 'Statuts signés',
    signed_micro_declaration: 'Déclaration de micro-entreprise signée',
    signed_mandate: 'Mandat de représentation signé',
    certificate_of_incorporation: 'Certificat d’immatriculation (certificate of incorporation)',
  } satisfies Record<DocumentType, string>,
  authorities: {
    aeat: 'AEAT',
    seguridad_social: 'Sécurité sociale',
    mutua: 'Mutuelle',
    inss: 'INSS',
    fnmt: 'FNMT',
    companies_house: 'Companies House',
  } satisfies Record<Authority, string>,
};
