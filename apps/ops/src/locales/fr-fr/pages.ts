const auth = {
  title: 'Connexion au back-office',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  required: 'Saisissez votre e-mail et votre mot de passe',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  failed: 'La connexion a échoué, réessayez',
  notOperator: 'Ce compte n’est pas un compte opérateur',
  sessionEnded: 'Votre session a expiré : reconnectez-vous',
} as const;

const orders = {
  title: 'Dossiers',
  total: 'Dossiers trouvés : {count}',
  filters: {
    label: 'Filtres',
    search: 'Rechercher',
    searchHint: 'Fondateur, e-mail, société ou identifiant du dossier',
    country: 'Pays',
    status: 'Statut',
    legalForm: 'Forme juridique',
    waitingOn: 'En attente de',
    waitingOnBank: 'La banque',
    clear: 'Effacer les filtres',
  },
  table: {
    caption: 'Dossiers correspondant aux filtres',
    founder: 'Fondateur',
    company: 'Société',
    country: 'Pays',
    legalForm: 'Forme juridique',
    status: 'Statut',
    waitingOn: 'En attente de',
    updated: 'Mis à jour',
    noCompany: 'Pas encore de nom de société',
  },
  empty: 'Aucun dossier ne correspond à ces filtres.',
  pagination: {
    label: 'Pages',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {page}',
  },
} as const;

const featureFlags = {
  title: 'Fonctionnalités',
  description: 'Activez ou désactivez une fonctionnalité pour tous les clients à la fois.',
  empty: 'Aucune fonctionnalité n’est définie.',
  saved: '{name} est maintenant {state}',
  on: 'activée',
  off: 'désactivée',
  failed: 'La fonctionnalité n’a pas pu être modifiée : elle a été rétablie.',
} as const;

const emails = {
  title: 'E-mails',
  description: 'La file d’envoi : chaque e-mail envoyé ou à envoyer par le produit.',
  filters: {
    label: 'Filtres',
    to: 'Destinataire',
    status: 'Statut',
  },
  status: {
    pending: 'En attente',
    sent: 'Envoyé',
    failed: 'Échec',
  },
  table: {
    caption: 'E-mails, du plus récent au plus ancien',
    to: 'À',
    subject: 'Objet',
    template: 'Modèle',
    language: 'Langue',
    status: 'Statut',
    attempts: 'Tentatives',
    lastError: 'Dernière erreur',
    created: 'Créé',
    sent: 'Envoyé',
    show: 'Afficher l’e-mail « {subject} »',
  },
  empty: 'Aucun e-mail ne correspond à ces filtres.',
  detail: {
    text: 'Texte',
    nextAttempt: 'Prochaine tentative',
    order: 'Dossier',
    close: 'Fermer l’e-mail',
  },
} as const;

const inbox = {
  title: 'Chat',
  description:
    'Les questions des fondateurs depuis le chat de leur espace. Les réponses leur parviennent aussitôt.',
  filters: {
    label: 'Conversations à afficher',
    view: 'Afficher',
    open: 'Ouvertes',
    unassigned: 'Ouvertes, non attribuées',
    mine: 'Attribuées à moi',
    closed: 'Closes',
  },
  list: 'Conversations',
  empty: 'Aucune conversation dans cette vue.',
  unread: 'Non lus\u00a0: {count}',
  closed: 'Close',
  closedHint:
    'Cette conversation est close\u00a0: le prochain message du fondateur en ouvrira une nouvelle.',
  assignedTo: 'Attribuée à {name}',
  unassigned: 'Non attribuée',
  assignToMe: 'M’attribuer',
  closeConversation: 'Clore la conversation',
  messages: 'Messages',
  founder: 'Fondateur',
  by: '{author}, {date}',
  conversation: {
    title: 'Conversation avec {name}',
    close: 'Masquer',
  },
  file: {
    title: 'Dossier du fondateur',
    company: 'Société',
    country: 'Pays',
    status: 'Statut',
    link: 'Dossier',
    open: 'Ouvrir le dossier',
    none: 'Pas encore de dossier.',
  },
  reply: {
    label: 'Réponse',
    submit: 'Envoyer la réponse',
    required: 'Écrivez d’abord une réponse ou joignez un fichier',
  },
  attachment: {
    attach: 'Joindre un fichier (PDF, PNG ou JPEG, 10 Mo au plus)',
    remove: 'Retirer {name}',
    download: 'Télécharger',
    lastMessage: 'Fichier : {name}',
  },
} as const;

export default { auth, orders, featureFlags, emails, inbox };
