import type { Messages } from '../../app/i18n/message-types.js';

export default {
  UNAUTHENTICATED: 'Votre session a expiré. Reconnectez-vous.',
  CUSTOMER_NOT_FOUND: 'Client introuvable',
  ACCOUNT_NOT_FOUND: 'Ce compte n’existe pas.',
  ORDER_NOT_FOUND: 'Cette commande n’existe pas.',
  NOT_YOURS: 'Vous n’avez pas accès à cet élément.',
  INVALID_ARGUMENT: 'Certaines informations ne sont pas valides. Vérifiez les champs signalés.',
  REAUTHENTICATION_REQUIRED: 'Pour votre sécurité, reconnectez-vous pour continuer.',
  PASSWORD_NOT_SET: 'Votre compte n’a pas encore de mot de passe.',
  DOCUMENT_NOT_FOUND: 'Ce document n’existe pas.',
  DOCUMENT_NOT_DELETABLE:
    'Ce document a été émis par l’équipe de formalités et ne peut pas être supprimé.',
  UPLOAD_NOT_FOUND: 'Cet envoi n’existe pas. Veuillez renvoyer le fichier.',
  UPLOAD_EXPIRED: 'L’envoi a pris trop de temps. Veuillez réessayer.',
  UPLOAD_ALREADY_USED: 'Ce fichier a déjà été envoyé.',
  INVALID_FILE: 'Fichier ou type de document non valide.',
  FILE_TOO_LARGE: 'Le fichier est trop volumineux (10 Mo au maximum).',
  STORAGE_FAILED: 'L’enregistrement du fichier a échoué.',
  QUESTIONNAIRE_LOCKED: 'Vos réponses ont déjà été envoyées et ne peuvent plus être modifiées ici.',
  ORDER_NOT_PAYABLE: 'Cette commande ne peut plus être payée.',
  FISCAL_TERRITORY_NOT_SUPPORTED: 'Nous ne couvrons pas encore ce territoire fiscal.',
  CHECKOUT_FAILED: 'Erreur lors de la création de la session de paiement',
  PAYMENT_NOT_FOUND: 'Ce paiement n’existe pas.',
  INTERNAL: 'Une erreur inconnue est survenue',
  field: {
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur n’est pas valide.',
    tooLong: 'Cette valeur est trop longue.',
    legalFormNotOffered: 'Cette forme juridique n’est pas proposée dans ce pays.',
    unknownProduct: 'Ce produit n’existe pas.',
  },
} satisfies Messages['errors'];
