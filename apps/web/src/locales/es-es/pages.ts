import type { Messages } from '../../app/i18n/message-types.js';

export default {
  capitalDeposit: {
    title: 'Depósito de capital',
    empty: 'El depósito de capital empieza cuando se aprueba tu cuestionario. Te avisaremos.',
  },
  accounting: {
    title: 'Área contable',
    empty: 'Tus facturas, gastos y presupuestos aparecerán aquí.',
  },
  calendar: {
    title: 'Calendario Oficial',
  },
} satisfies Messages['pages'];
