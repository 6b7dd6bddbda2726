import type { Messages } from '../../app/i18n/message-types.js';

export default {
  capitalDeposit: {
    title: 'Dépôt de capital',
    empty:
      'Le dépôt de capital commence une fois votre questionnaire validé. Nous vous tiendrons informé.',
  },
  accounting: {
    title: 'Comptabilité',
    empty: 'Vos factures, dépenses et devis apparaîtront ici.',
  },
  calendar: {
    title: 'Calendrier officiel',
  },
} satisfies Messages['pages'];
