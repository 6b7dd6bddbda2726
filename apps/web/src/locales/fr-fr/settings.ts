import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Paramètres',
  tabs: { account: 'Compte', notifications: 'Notifications', billing: 'Facturation' },
  account: {
    title: 'Vos informations',
    name: 'Nom',
    email: 'Adresse e-mail',
    save: 'Enregistrer mon nom',
    saved: 'Votre nom a été mis à jour',
    failed: 'Votre nom n’a pas pu être mis à jour, veuillez réessayer',
    nameRequired: 'Saisissez votre nom.',
    nameTooLong: 'Le nom doit contenir au plus 120 caractères.',
  },
  password: {
    title: 'Mot de passe',
    description: 'Choisissez un mot de passe d’au moins 8 caractères.',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Mettre à jour mon mot de passe',
    newRequired: 'Veuillez saisir un nouveau mot de passe',
    confirmRequired: 'Veuillez confirmer votre nouveau mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas',
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    tooLong: 'Le mot de passe doit contenir au plus 128 caractères.',
    updated: 'Votre mot de passe a été mis à jour',
    failed: 'La mise à jour du mot de passe a échoué',
    userDataNotFound: 'Données utilisateur introuvables',
    unknownError: 'Une erreur inconnue est survenue',
    reauthTitle: 'Confirmez votre identité',
    reauthDescription:
      'Pour votre sécurité, saisissez votre mot de passe actuel avant d’en choisir un nouveau.',
    currentPassword: 'Mot de passe actuel',
    reauthSubmit: 'Confirmer',
    reauthFailed: 'Le mot de passe est incorrect.',
  },
  notifications: {
    title: 'Notifications',
    marketing: 'Actualités et offres par e-mail',
    marketingDescription:
      'Conseils pour entrepreneurs et nouveautés de nos services, deux fois par mois au plus.',
    updated: 'Vos préférences de notification ont été mises à jour',
    failed:
      'Une erreur est survenue lors de la mise à jour de vos préférences de notification, veuillez réessayer',
  },
} satisfies Messages['settings'];
