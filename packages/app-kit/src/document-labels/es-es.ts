import type { Authority, DocumentType } from '@foundly/domain';

/**
 * What each document type and issuing authority is called, the same in the
 * customer app and the back-office: each spreads it into its messages.
 */
export default {
  documentTypes: {
    identity: 'Documento de identidad',
    spouse_identity: 'Documento de identidad del cónyuge',
    proof_of_address: 'Justificante de domicilio',
    business_proof_of_address: 'Justificante del domicilio social',
    host_certificate: 'Certificado de alojamiento',
    commercial_lease: 'Contrato de arrendamiento comercial',
    register_extract: 'Extracto del registro (Kbis)',
    capital_share_deposit_certificate: 'Certificado de depósito del capital',
    articles_of_incorporation: 'Estatutos',
    publication: 'Anuncio legal',
    proxy_formalities: 'Poder para los trámites',
    proxy_bank: 'Poder para el banco',
    identity_front: 'Documento de identidad (anverso)',
    identity_back: 'Documento de identidad (reverso)',
    identity_nie: 'Certificado NIE',
    identity_id_or_passport: 'DNI o pasaporte',
    proof_of_fiscal_address: 'Justificante del domicilio fiscal',
    proof_of_notification_address: 'Justificante del domicilio de notificaciones',
    iban: 'Certificado de titularidad bancaria',
    personal_certificate: 'Certificado digital',
    resguardo: 'Resguardo',
    resolucion_de_alta: 'Resolución de alta',
    orden_de_domiciliacion_bancaria: 'Orden de domiciliación bancaria',
    signed_articles: 'Estatutos firmados',
    signed_micro_declaration: 'Declaración de microempresa firmada',
    signed_mandate: 'Mandato de representación firmado',
    certificate_of_incorporation: 'Certificado de constitución (certificate of incorporation)',
  } satisfies Record<DocumentType, string>,
  authorities: {
    aeat: 'AEAT',
    seguridad_social: 'Seguridad Social',
    mutua: 'Mutua',
    inss: 'INSS',
    fnmt: 'FNMT',
    companies_house: 'Companies House',
  } satisfies Record<Authority, string>,
};
