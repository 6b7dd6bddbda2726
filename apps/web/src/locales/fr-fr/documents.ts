import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Documents',
  searchLabel: 'Rechercher dans vos documents',
  searchPlaceholder: 'Rechercher par nom de fichier',
  empty: 'Vos documents apparaîtront ici dès qu’ils seront disponibles.',
  noMatch: 'Aucun document ne correspond à « {query} ».',
  recentTitle: 'Documents récents',
  allTitle: 'Tous les documents',
  showAll: 'Afficher les {count} documents : {type}',
  showLess: 'Afficher moins',
  addTitle: 'Ajouter un document',
  typeLabel: 'Type de document',
  view: 'Voir {name}',
  download: 'Télécharger {name}',
  linkFailed: 'Le document n’a pas pu être ouvert. Veuillez réessayer.',
} satisfies Messages['documents'];
