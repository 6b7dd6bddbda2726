import type { Messages } from '../../app/i18n/message-types.js';

export default {
  continue: 'Continuer',
  intro: {
    title: 'Avez-vous déjà un certificat numérique ?',
    description:
      'Nous en avons besoin pour déposer votre immatriculation auprès de l’administration fiscale et de la sécurité sociale espagnoles en votre nom.',
    upload: 'Oui, je le téléverse',
    uploadHint: 'Le fichier .pfx ou .p12 et son mot de passe',
    obtain: 'Non, je veux l’obtenir',
    obtainHint: 'Nous vous guidons pas à pas : 24 à 48 heures',
    infoTitle: 'Qu’est-ce qu’un certificat numérique ?',
    infoBody:
      'Un fichier délivré par la FNMT (la Monnaie royale espagnole) qui vous identifie en ligne, comme votre signature. C’est celui que vous utilisez pour vos démarches auprès de l’Agence fiscale (AEAT) et de la Sécurité sociale (TGSS).',
  },
  upload: {
    title: 'Téléversez votre certificat numérique',
    description:
      'Ajoutez le fichier du certificat et saisissez le mot de passe choisi lors de son export.',
    fileLabel: 'Fichier du certificat',
    formats: '.pfx ou .p12',
    notCertificate: 'Un fichier .p12 ou .pfx est attendu : le certificat exporté avec sa clé.',
    received: 'Certificat reçu',
    replaceFile: 'Remplacer',
    keepFile: 'Garder le fichier actuel',
    password: 'Mot de passe du certificat',
    showPassword: 'Afficher le mot de passe',
    secure:
      'Votre certificat et son mot de passe sont conservés chiffrés et ne servent qu’à déposer votre immatriculation.',
    expiredGuide: 'Comment obtenir un nouveau certificat',
    back: 'Retour',
    missing: 'Téléversez votre certificat et saisissez son mot de passe pour continuer.',
  },
  saved: {
    title: 'Certificat vérifié',
    description: 'Vérifiez que ce certificat est bien le vôtre.',
  },
  provided: {
    title: 'Votre certificat numérique',
    description: 'Nous avons déjà votre certificat. Vous pouvez le remplacer par un autre.',
    replace: 'Remplacer le certificat',
  },
  summary: {
    title: 'Certificat valide',
    holder: 'Titulaire',
    taxId: 'NIF/NIE',
    expiresAt: 'Valide jusqu’au',
  },
  guide: {
    title: 'Obtenez votre certificat numérique',
    description:
      'Demandez-le à la FNMT (la Monnaie royale espagnole) depuis votre téléphone ou votre ordinateur, sans vous déplacer : vous vous identifiez par vidéo.',
    delay: 'Entre 24 h et 48 h (2,99 € HT)',
    delayBody:
      'La FNMT facture 2,99 € HT l’identification par vidéo ; le certificat arrive 24 à 48 heures plus tard.',
    appTitle: 'Avec l’application « FNMT Solicitud de certificados »',
    appBody:
      'Demandez le certificat et identifiez-vous avec votre téléphone et votre pièce d’identité.',
    store: {
      ios: 'Téléchargez-la sur l’App Store',
      android: 'Téléchargez-la sur Google Play',
    },
    tutorialsTitle: 'Tutoriels vidéo',
    tutorialsBody: 'La FNMT explique chaque étape en vidéo.',
    tutorialIos: 'Tutoriel pour iPhone (iOS)',
    tutorialAndroid: 'Tutoriel pour Android',
    tutorialWeb: 'Tutoriel pour le site web',
    videoTitle: 'Identification par vidéo sur le web',
    videoBody: 'Sans application : identifiez-vous par appel vidéo depuis votre ordinateur.',
    videoLink: 'Le demander avec l’identification par vidéo',
    newTab: '(s’ouvre dans un nouvel onglet)',
    haveIt: 'Je l’ai : le téléverser',
  },
} satisfies Messages['spanishCertificate'];
