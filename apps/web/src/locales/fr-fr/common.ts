import type { Messages } from '../../app/i18n/message-types.js';

export default {
  appName: 'Foundly',
  loading: 'Chargement…',
  back: 'Retour',
  continue: 'Continuer',
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  skipToContent: 'Aller au contenu',
  language: 'Langue',
  languages: { 'en-gb': 'English', 'fr-fr': 'Français', 'es-es': 'Español' },
  theme: { label: 'Thème', light: 'Thème clair', dark: 'Thème sombre' },
} satisfies Messages['common'];
