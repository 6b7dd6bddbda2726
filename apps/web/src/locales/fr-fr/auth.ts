import type { Messages } from '../../app/i18n/message-types.js';

export default {
  signIn: {
    title: 'Connexion à Foundly',
    subtitle: 'Suivez la création de votre société, vos documents et vos factures.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    noAccount: 'Nouveau sur Foundly ?',
    createAccount: 'Créer un compte',
    or: 'ou',
    google: 'Continuer avec Google',
    oidc: 'Continuer avec l’authentification unique',
  },
  signUp: {
    title: 'Créez votre compte',
    subtitle: 'Lancez la création de votre société en quelques minutes.',
    name: 'Nom complet',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    submit: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
  },
  checkEmail: {
    title: 'Consultez votre boîte de réception',
    body: 'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le pour terminer la création de votre compte.',
    notVerified:
      'Votre adresse e-mail n’est pas encore confirmée. Nous vous avons envoyé un nouveau lien à {email} : ouvrez-le pour vous connecter.',
  },
  errors: {
    invalidCredentials: 'L’e-mail ou le mot de passe est incorrect.',
    emailTaken: 'Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.',
    emailRequired: 'Saisissez votre adresse e-mail.',
    emailInvalid: 'Saisissez une adresse e-mail valide.',
    passwordRequired: 'Saisissez votre mot de passe.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    nameRequired: 'Saisissez votre nom.',
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
    generic: 'Une erreur est survenue. Veuillez réessayer.',
  },
  notices: {
    googleTitle: 'Connexion avec Google',
    google:
      'Un compte avec la même adresse e-mail existe déjà : utilisez Google pour vous reconnecter.',
    verifyEmailTitle: 'Confirmez votre adresse e-mail',
    verifyEmail: 'Vérifiez d’abord votre adresse e-mail, puis connectez-vous avec Google.',
    backToSignIn: 'Retour à la connexion',
  },
  callback: { working: 'Connexion en cours…' },
} satisfies Messages['auth'];
