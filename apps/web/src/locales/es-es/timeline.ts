import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'En qué punto está tu trámite',
  steps: 'Pasos de tu trámite',
  state: {
    done: '(hecho)',
    current: '(paso actual)',
    upcoming: '(pendiente)',
  },
  milestones: {
    payment: 'Pago',
    questionnaire: 'Cuestionario',
    signature: 'Firma de tus documentos',
    review: 'Revisión de tu expediente',
    capital_deposit: 'Depósito del capital social',
    publication: 'Anuncio legal',
    registry: 'Inscripción en el registro',
    funds_release: 'Liberación del capital social',
    tax_registration: 'Alta en la Agencia Tributaria (AEAT)',
    social_security_registration: 'Alta en la Seguridad Social (TGSS)',
    name_certificate: 'Certificación negativa del nombre',
    notarial_deed: 'Firma de la escritura ante notario',
    provisional_nif: 'NIF provisional',
    registrySpain: 'Inscripción en el Registro Mercantil',
    definitive_nif: 'NIF definitivo y declaración censal',
    formed: 'Empresa constituida',
    formedMicro: 'Microempresa registrada',
    formedSpain: 'Alta como autónomo completada',
  },
  now: {
    title: 'Qué estamos haciendo ahora',
    QUESTIONNAIRE_RECEIVED: 'Nuestro equipo ha recibido tu expediente y lo revisará en breve.',
    PROCESSING_QUESTIONNAIRE: 'Nuestro equipo está revisando tus respuestas y documentos.',
    QUESTIONNAIRE_APPROVED:
      'Tu expediente está aprobado: nuestro equipo prepara el siguiente paso.',
    PROCESSING_PUBLICATION: 'El anuncio de constitución se está publicando en un diario oficial.',
    PUBLICATION_RECEIVED: 'El anuncio está publicado: nuestro equipo presenta tu inscripción.',
    PROCESSING_REGISTRY: 'El registro está inscribiendo tu empresa.',
    COMPANY_FORMED: 'Tu empresa está inscrita: pedimos al banco que libere tu capital social.',
    AWAITING_FUNDS: 'El banco está transfiriendo tu capital social a la cuenta de tu empresa.',
    PROCESSING_AEAT: 'Estamos tramitando tu alta en la Agencia Tributaria (AEAT).',
    PROCESSING_TGSS: 'Estamos tramitando tu alta en la Seguridad Social (TGSS).',
    done: 'Todo está hecho: ya no tienes nada más que hacer.',
  },
  nowSpanishCompany: {
    PROCESSING_NAME_CERTIFICATE:
      'Hemos solicitado al Registro Mercantil Central la certificación negativa del nombre de tu sociedad.',
    PROCESSING_AEAT:
      'Hemos solicitado a la Agencia Tributaria (AEAT) el NIF provisional de tu sociedad.',
    PROCESSING_REGISTRY: 'El Registro Mercantil está inscribiendo tu sociedad.',
    COMPANY_FORMED:
      'Tu sociedad está inscrita: solicitamos a la Agencia Tributaria (AEAT) su NIF definitivo.',
  },
  attention: {
    title: 'Requiere tu atención',
    pay: 'Paga tu pedido para que empecemos tu trámite.',
    payAction: 'Ir al pago',
    answer_questionnaire: 'Completa el cuestionario para que preparemos tu expediente.',
    answer_questionnaireAction: 'Continuar el cuestionario',
    sign: 'Firma tus documentos para que podamos presentarlos.',
    deposit_capital:
      'Deposita tu capital social: su certificado es necesario para inscribir tu empresa.',
    deposit_capitalAction: 'Depositar mi capital',
    sign_deed: 'Firma la escritura de constitución ante notario: concertaremos la cita contigo.',
  },
  signature: {
    sign: 'Firmar mis documentos',
    preparing: 'Estamos preparando tus documentos, recibirás un correo electrónico.',
    signed: 'Tus documentos están firmados, ¡gracias!',
    closed: 'Esta solicitud de firma ya no está abierta: nuestro equipo te enviará una nueva.',
  },
} satisfies Messages['timeline'];
