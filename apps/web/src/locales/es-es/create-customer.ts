import type { Messages } from '../../app/i18n/message-types.js';

export default {
  preparing: 'Preparando tu espacio…',
  failedTitle: 'No hemos podido preparar tu espacio',
  failed: 'No se ha podido crear tu pedido. Vuelve a intentarlo.',
  retry: 'Reintentar',
} satisfies Messages['createCustomer'];
