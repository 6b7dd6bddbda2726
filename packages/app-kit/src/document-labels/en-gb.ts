import type { Authority, DocumentType } from '@foundly/domain';

/**
 * What each document type and issuing authority is called, the same in the
 * customer app and the back-office: each spreads it into its messages.
 */
export default {
  documentTypes: {
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
    identity_front: 'Identity document (front)',
    identity_back: 'Identity document (back)',
    identity_nie: 'NIE certificate',
    identity_id_or_passport: 'ID card or passport',
    proof_of_fiscal_address: 'Proof of fiscal address',
    proof_of_notification_address: 'Proof of notification address',
    iban: 'Bank account certificate',
    personal_certificate: 'Digital certificate',
    resguardo: 'Filing receipt (resguardo)',
    resolucion_de_alta: 'Registration decision (resolución de alta)',
    orden_de_domiciliacion_bancaria: 'Direct debit mandate',
    signed_articles: 'Signed articles of association',
    signed_micro_declaration: 'Signed micro-enterprise declaration',
    signed_mandate: 'Signed representation mandate',
    certificate_of_incorporation: 'Certificate of incorporation',
  } satisfies Record<DocumentType, string>,
  authorities: {
    aeat: 'AEAT',
    seguridad_social: 'Social Security',
    mutua: 'Mutual',
    inss: 'INSS',
    fnmt: 'FNMT',
    companies_house: 'Companies House',
  } satisfies Record<Authority, string>,
};
