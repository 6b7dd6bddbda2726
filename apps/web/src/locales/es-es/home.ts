import type { Messages } from '../../app/i18n/message-types.js';

export default {
  greeting: 'Hola, {name}',
  greetingNoName: 'Hola',
  subtitle: 'Así va la creación de tu empresa.',
  cancelled: {
    title: 'Tu pedido ha sido cancelado',
    body: 'Hola, {name}: tu alta ha sido cancelada o rechazada. Contáctanos si crees que es un error, o empieza de nuevo.',
    bodyNoName:
      'Tu alta ha sido cancelada o rechazada. Contáctanos si crees que es un error, o empieza de nuevo.',
    back: 'Volver al inicio',
  },
  status: {
    label: 'Paso actual',
    DRAFT: 'Pendiente de pago',
    PLACED: 'Pedido confirmado: tu cuestionario está listo',
    WAITING_QUESTIONS: 'Cuestionario en curso',
    WAITING_ESIGNATURE: 'Pendiente de tu firma electrónica',
    QUESTIONNAIRE_RECEIVED: 'Cuestionario recibido',
    PROCESSING_QUESTIONNAIRE: 'Estamos revisando tu cuestionario',
    QUESTIONNAIRE_APPROVED: 'Cuestionario aprobado',
    AWAITING_CD: 'Pendiente del depósito de capital',
    PROCESSING_PUBLICATION: 'Publicación del anuncio legal en curso',
    PUBLICATION_RECEIVED: 'Anuncio legal publicado',
    PROCESSING_REGISTRY: 'Inscripción en curso',
    COMPANY_FORMED: 'Tu empresa está constituida',
    AWAITING_FUNDS: 'Pendiente de la liberación de fondos',
    COMPLETED: 'Alta completada',
    PROCESSING_AEAT: 'Alta en la AEAT en curso',
    PROCESSING_TGSS: 'Alta en la TGSS en curso',
    PROCESSING_NAME_CERTIFICATE:
      'Certificación negativa del nombre solicitada al Registro Mercantil Central',
    AWAITING_DEED: 'Pendiente de la firma de la escritura ante notario',
    CANCELED: 'Cancelado',
    DECLINED: 'Rechazado',
    UNSPECIFIED: 'Estado desconocido',
  },
  cards: {
    documentsTitle: 'Tus documentos',
    documentsBody: 'Todos los documentos de tu empresa, en un solo lugar.',
    documentsAction: 'Ver mis documentos',
    settingsTitle: 'Tu cuenta',
    settingsBody: 'Tu nombre, tu contraseña y tus preferencias de notificación.',
    settingsAction: 'Abrir ajustes',
    capitalDepositTitle: 'Deposita tu capital social',
    capitalDepositBody:
      'Abre la cuenta de depósito y transfiere el capital social: el certificado de depósito es necesario para inscribir tu sociedad.',
    capitalDepositAction: 'Empezar el depósito',
    capitalDepositFollowTitle: 'Tu depósito de capital',
    capitalDepositFollowBody:
      'Consulta el estado de tu depósito de capital, del certificado de depósito a la liberación de los fondos.',
    capitalDepositFollowAction: 'Seguir el depósito',
    businessAccountTitle: 'Tu cuenta de empresa',
    businessAccountBody:
      'Abre una cuenta bancaria de empresa para tu micro-entreprise, por 8 € al mes sin IVA.',
    businessAccountAction: 'Abrir mi cuenta',
    companyDocumentsTitle: 'Los documentos de tu sociedad',
    companyDocumentsBody:
      'Tu extracto Kbis, tus estatutos y todos tus demás documentos, en un solo lugar.',
    companyDocumentsAction: 'Ver mis documentos',
    invoicesTitle: 'Presupuestos y facturas',
    invoicesBody: 'Crea presupuestos y facturas con los datos legales de tu sociedad.',
    invoicesAction: 'Crear un presupuesto o una factura',
  },
  uk: {
    title: 'Tu empresa en el Reino Unido',
    formedTitle: '{name}, inscrita con el n.º {number}',
  },
} satisfies Messages['home'];
