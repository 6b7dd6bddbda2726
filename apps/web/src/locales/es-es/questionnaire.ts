import type { Messages } from '../../app/i18n/message-types.js';

export default {
  choose: 'Elegir…',
  yes: 'Sí',
  no: 'No',
  funnels: {
    'personal-information': 'Sobre ti',
    'business-information': 'Tu negocio',
    'capital-deposit': 'Capital social',
    'confirm-identity': 'Tus documentos',
    'final-summary': 'Resumen',
    'e-signature': 'Firma',
    company: 'Tu sociedad',
    people: 'Administradores y socios',
    articles: 'Estatutos',
  },
  address: {
    street1: 'Calle y número',
    street2: 'Datos adicionales de la dirección (opcional)',
    postalCode: 'Código postal',
    city: 'Ciudad',
    country: 'País',
  },
  phone: {
    code: 'Prefijo',
    number: 'Número de teléfono',
  },
} satisfies Messages['questionnaire'];
