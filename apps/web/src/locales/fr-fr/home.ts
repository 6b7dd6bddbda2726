import type { Messages } from '../../app/i18n/message-types.js';

export default {
  greeting: 'Bonjour {name}',
  greetingNoName: 'Bonjour',
  subtitle: 'Voici où en est la création de votre société.',
  cancelled: {
    title: 'Votre commande a été annulée',
    body: 'Bonjour {name}, la création de votre société a été annulée ou refusée. Contactez-nous si vous pensez qu’il s’agit d’une erreur, ou recommencez.',
    back: 'Retour à l’accueil',
  },
  status: {
    label: 'Étape en cours',
    DRAFT: 'En attente de votre paiement',
    PLACED: 'Commande confirmée : votre questionnaire est prêt',
    WAITING_QUESTIONS: 'Questionnaire en cours',
    WAITING_ESIGNATURE: 'En attente de votre signature électronique',
    QUESTIONNAIRE_RECEIVED: 'Questionnaire reçu',
    PROCESSING_QUESTIONNAIRE: 'Nous vérifions votre questionnaire',
    QUESTIONNAIRE_APPROVED: 'Questionnaire validé',
    AWAITING_CD: 'En attente du dépôt de capital',
    PROCESSING_PUBLICATION: 'Annonce légale en cours de publication',
    PUBLICATION_RECEIVED: 'Annonce légale publiée',
    PROCESSING_REGISTRY: 'Immatriculation en cours',
    COMPANY_FORMED: 'Votre société est immatriculée',
    AWAITING_FUNDS: 'En attente du déblocage des fonds',
    COMPLETED: 'Création terminée',
    PROCESSING_AEAT: 'Inscription auprès de l’administration fiscale en cours',
    PROCESSING_TGSS: 'Inscription auprès de la sécurité sociale en cours',
    CANCELED: 'Annulée',
    DECLINED: 'Refusée',
    UNSPECIFIED: 'Statut inconnu',
  },
  cards: {
    documentsTitle: 'Vos documents',
    documentsBody: 'Tous les documents de votre société, au même endroit.',
    documentsAction: 'Voir mes documents',
    settingsTitle: 'Votre compte',
    settingsBody: 'Votre nom, votre mot de passe et vos préférences de notification.',
    settingsAction: 'Ouvrir les paramètres',
  },
  uk: {
    title: 'Votre société au Royaume-Uni',
  },
  spain: {
    title: 'Votre immatriculation',
    body: 'Suivez l’inscription de votre activité auprès de l’administration fiscale et de la sécurité sociale.',
  },
} satisfies Messages['home'];
