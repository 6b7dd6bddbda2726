import type { Messages } from '../../app/i18n/message-types.js';

export default {
  greeting: 'Bonjour {name}',
  greetingNoName: 'Bonjour',
  subtitle: 'Voici où en est la création de votre société.',
  cancelled: {
    title: 'Votre commande a été annulée',
    body: 'Bonjour {name}, la création de votre société a été annulée ou refusée. Contactez-nous si vous pensez qu’il s’agit d’une erreur, ou recommencez.',
    bodyNoName:
      'La création de votre société a été annulée ou refusée. Contactez-nous si vous pensez qu’il s’agit d’une erreur, ou recommencez.',
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
    PROCESSING_NAME_CERTIFICATE: 'Certificat de dénomination demandé au Registro Mercantil Central',
    AWAITING_DEED: 'Signature de l’acte devant notaire en attente',
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
    capitalDepositTitle: 'Déposez votre capital social',
    capitalDepositBody:
      'Ouvrez le compte de dépôt et versez le capital social : l’attestation de dépôt des fonds est nécessaire pour immatriculer votre société.',
    capitalDepositAction: 'Commencer le dépôt',
    capitalDepositFollowTitle: 'Votre dépôt de capital',
    capitalDepositFollowBody:
      'Suivez votre dépôt de capital, de l’attestation de dépôt au déblocage des fonds.',
    capitalDepositFollowAction: 'Suivre le dépôt',
    businessAccountTitle: 'Votre compte professionnel',
    businessAccountBody:
      'Ouvrez un compte bancaire professionnel pour votre micro-entreprise, pour 8 € HT par mois.',
    businessAccountAction: 'Ouvrir mon compte',
    companyDocumentsTitle: 'Les documents de votre société',
    companyDocumentsBody:
      'Votre extrait Kbis, vos statuts et tous vos autres documents, au même endroit.',
    companyDocumentsAction: 'Voir mes documents',
    invoicesTitle: 'Devis et factures',
    invoicesBody: 'Créez des devis et des factures avec les mentions légales de votre société.',
    invoicesAction: 'Créer un devis ou une facture',
  },
  uk: {
    title: 'Votre société au Royaume-Uni',
    formedTitle: '{name}, immatriculée sous le n° {number}',
  },
} satisfies Messages['home'];
