import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Documentos',
  searchLabel: 'Buscar en tus documentos',
  searchPlaceholder: 'Buscar por nombre de archivo',
  empty: 'Los documentos aparecerán aquí automáticamente',
  noMatch: 'Ningún documento coincide con «{query}».',
  recentTitle: 'Documentos recientes',
  allTitle: 'Todos los documentos',
  showAll: 'Ver los {count} documentos: {type}',
  showLess: 'Ver menos',
  addTitle: 'Añadir un documento',
  typeLabel: 'Tipo de documento',
  view: 'Ver {name}',
  download: 'Descargar {name}',
  linkFailed: 'No se ha podido abrir el documento. Vuelve a intentarlo.',
} satisfies Messages['documents'];
