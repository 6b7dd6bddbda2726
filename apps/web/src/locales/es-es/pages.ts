import type { Messages } from '../../app/i18n/message-types.js';

export default {
  accounting: {
    title: 'Área contable',
    empty: 'Tus facturas, gastos y presupuestos aparecerán aquí.',
  },
  calendar: {
    title: 'Calendario Oficial',
  },
} satisfies Messages['pages'];
