import type { Messages } from '../../app/i18n/message-types.js';

export default {
  preparing: 'Préparation de votre espace…',
  failedTitle: 'Nous n’avons pas pu préparer votre espace',
  failed: 'Votre commande n’a pas pu être créée. Veuillez réessayer.',
  retry: 'Réessayer',
} satisfies Messages['createCustomer'];
