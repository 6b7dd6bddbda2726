import type { Messages } from '../../app/i18n/message-types.js';

export default {
  aeat: 'AEAT',
  seguridad_social: 'Sécurité sociale',
  mutua: 'Mutuelle',
  inss: 'INSS',
  fnmt: 'FNMT',
} satisfies Messages['authorities'];
