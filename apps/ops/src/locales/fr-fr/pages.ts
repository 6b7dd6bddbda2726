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

export default { auth, orders, featureFlags, emails };
