import type { Messages } from '../../app/i18n/message-types.js';

export default {
  french: {
    title: 'Paga la creación de tu empresa',
    subtitle: 'Paga ahora y responde al cuestionario a tu ritmo.',
    includes: 'Qué incluye',
    summary: 'Tu pedido',
    net: 'Precio sin IVA',
    vat: 'IVA (20 %)',
    deductibleVat: 'IVA deducible: {amount}',
    deductibleVatHint: 'Tu empresa podrá recuperar este IVA cuando esté dada de alta.',
    total: 'Total con IVA',
    pay: 'Pagar {amount}',
    disclaimerTitle: 'Antes de empezar, ten a mano',
    disclaimer: {
      proofOfAddress: 'Un justificante de domicilio de menos de 3 meses',
      socialSecurity: 'Tu número de la seguridad social',
      identity: 'Un documento de identidad francés o un visado válido',
      residence: 'Un justificante de residencia en Francia',
    },
  },
  uk: {
    title: 'Paga la constitución de tu sociedad',
    subtitle: 'Paga ahora y responde a tu ritmo a lo que pide Companies House.',
    vat: 'IVA (20 %)',
    disclaimer: {
      personalCodes:
        'El código personal de Companies House de cada administrador y de cada persona con control significativo, que recibe al verificar su identidad (GOV.UK One Login o un agente autorizado)',
      office:
        'Una dirección para el domicilio social en la parte del Reino Unido donde se inscribe',
      people:
        'Las direcciones de notificación y de residencia y las fechas de nacimiento de los administradores',
      shares: 'Quién suscribe las acciones, cuántas y cuánto paga',
    },
  },
  spanish: {
    regionQuestion: '¿En qué región te quieres dar de alta?',
    regionHint: 'Tu región determina qué hacienda tramita tu alta.',
    regions: {
      '1': 'Régimen común / Resto de España',
      '2': 'Navarra',
      '3': 'Álava',
      '4': 'Gipuzkoa',
      '5': 'Bizkaia',
      '6': 'Islas Canarias (IGIC)',
    },
    foral: 'Hacienda Foral',
    continue: 'Continuar',
    thanksTitle: 'Datos recibidos',
    thanksBody:
      'Gracias. Todavía no tramitamos altas en tu región: hemos guardado tu respuesta y te contactaremos en cuanto podamos hacerlo.',
    thanksLink: 'Volver al inicio',
    thanksChangeRegion: '¿Te has equivocado de región? Elige otra',
    title: 'Completa tu pago',
    certificateNote:
      'Necesitas un certificado digital para terminar tu alta. Si no lo tienes, puedes obtenerlo por 2,99 € + IVA, en 24 a 48 horas.',
    summary: 'Resumen de tu compra',
    net: 'Precio neto',
    vat: 'IVA (21 %)',
    total: 'Total',
    perMonth: '/mes',
    confirm: 'Confirmar y pagar',
    legal:
      'Al pagar confirmas que tienes 18 años o más, resides en España, tienes un DNI, NIE o TIE válido y una cuenta bancaria española. El precio final puede variar según el volumen y la complejidad de tu actividad.',
    rating: 'Valorado con {score}/5 por {count} clientes',
  },
  products: {
    unavailable: 'Este producto no está disponible.',
  },
  redirecting: 'Te llevamos a la página de pago seguro…',
  errorTitle: 'Error al crear la sesión de pago',
  errorUnknown: 'Error desconocido',
  retry: 'Reintentar',
  success: {
    title: 'Pago recibido',
    waiting: 'Estamos confirmando tu pago…',
    toast: 'Pago realizado con éxito',
  },
  failure: {
    title: 'Pago no completado',
    body: 'Tu pago ha fallado o se ha cancelado. No se ha cobrado nada.',
    toast: 'Pago fallido o cancelado',
    retry: 'Reintentar el pago',
  },
} satisfies Messages['checkout'];
