import type { Messages } from '../../app/i18n/message-types.js';

export default {
  browse: 'Choisir un fichier',
  drop: 'ou déposez-le ici',
  formats: 'PDF, JPG ou PNG, 10 Mo au maximum',
  listLabel: 'Fichiers envoyés',
  progress: 'Envoi de {name}',
  done: 'Enregistré',
  failed: 'Le fichier n’a pas pu être envoyé.',
  retry: 'Renvoyer {name}',
  remove: 'Supprimer {name}',
  stored: 'Document ajouté',
  received: 'Fichier reçu',
  replace: 'Remplacer',
  replaceLabel: 'Remplacer : {item}',
  keep: 'Garder le fichier actuel',
} satisfies Messages['upload'];
