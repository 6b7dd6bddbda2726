import type { Messages } from '../../app/i18n/message-types.js';

export default {
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    'my-account': 'Mon compte',
    'capital-deposit': 'Dépôt de capital',
    'quotes-&-invoices': 'Devis et factures',
    documents: 'Documents',
    compliance: 'Conformité',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    external: '(ouvre le site de la banque)',
  },
  spain: {
    hub: 'Hub d’immatriculation',
    accounting: 'Comptabilité',
    calendar: 'Calendrier officiel',
    documents: 'Documents',
    mobile: {
      registrations: 'Démarches',
      accounting: 'Comptabilité',
      activity: 'Activité',
      documents: 'Documents',
      account: 'Compte',
    },
  },
  userMenu: {
    open: 'Ouvrir le menu du compte',
    settings: 'Paramètres',
    logout: 'Se déconnecter',
    signedInAs: 'Connecté en tant que {email}',
  },
  funnel: {
    back: 'Revenir à l’étape précédente',
    saveAndExit: 'Enregistrer et quitter',
    progress: 'Avancement de cette section',
  },
  noOrder: {
    title: 'Aucune création de société en cours',
    description:
      'Choisissez la forme juridique adaptée à votre projet et lancez votre création : cela ne prend que quelques minutes.',
    cta: 'Créer ma société',
  },
  errorScreen: {
    title: 'Une erreur est survenue !',
    description: 'La page n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
    home: 'Retour à l’accueil',
    tryAgain: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  health: { ok: 'L’application fonctionne.' },
} satisfies Messages['shell'];
