import type { Messages } from '../../app/i18n/message-types.js';

export default {
  accounting: {
    title: 'Comptabilité',
    empty: 'Vos factures, dépenses et devis apparaîtront ici.',
  },
  calendar: {
    title: 'Calendrier officiel',
  },
} satisfies Messages['pages'];
