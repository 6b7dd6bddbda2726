import type { Messages } from '../../app/i18n/message-types.js';

export default {
  appName: 'Foundly',
  loading: 'Cargando…',
  back: 'Volver',
  continue: 'Continuar',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  skipToContent: 'Ir al contenido',
  language: 'Idioma',
  languages: { 'en-gb': 'English', 'fr-fr': 'Français', 'es-es': 'Español' },
  theme: { label: 'Tema', light: 'Tema claro', dark: 'Tema oscuro' },
} satisfies Messages['common'];
