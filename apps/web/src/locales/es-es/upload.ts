import type { Messages } from '../../app/i18n/message-types.js';

export default {
  browse: 'Elegir un archivo',
  drop: 'o arrástralo aquí',
  formats: 'PDF, JPG o PNG, 10 MB como máximo',
  listLabel: 'Archivos enviados',
  progress: 'Enviando {name}',
  done: 'Guardado',
  failed: 'No se ha podido enviar el archivo.',
  retry: 'Volver a enviar {name}',
  remove: 'Eliminar {name}',
  stored: 'Documento añadido',
  received: 'Archivo recibido',
  replace: 'Sustituir',
  replaceLabel: 'Sustituir: {item}',
  keep: 'Conservar el archivo actual',
} satisfies Messages['upload'];
