import type { Messages } from '../../app/i18n/message-types.js';

export default {
  french: {
    title: 'Réglez la création de votre société',
    subtitle: 'Payez maintenant, puis répondez au questionnaire à votre rythme.',
    includes: 'Ce qui est inclus',
    summary: 'Votre commande',
    net: 'Prix HT',
    vat: 'TVA (20 %)',
    deductibleVat: 'TVA déductible : {amount}',
    deductibleVatHint: 'Votre société pourra récupérer cette TVA une fois assujettie.',
    total: 'Total TTC',
    pay: 'Payer {amount}',
    disclaimerTitle: 'Avant de commencer, préparez',
    disclaimer: {
      proofOfAddress: 'Un justificatif de domicile de moins de 3 mois',
      socialSecurity: 'Votre numéro de sécurité sociale',
      identity: 'Une pièce d’identité française ou un visa en cours de validité',
      residence: 'Un justificatif de résidence en France',
    },
  },
  uk: {
    title: 'Payez la constitution de votre société',
    subtitle: 'Payez maintenant, puis répondez à votre rythme à ce que demande Companies House.',
    vat: 'TVA (20 %)',
    disclaimer: {
      personalCodes:
        'Le code personnel Companies House de chaque administrateur et de chaque personne exerçant un contrôle significatif, reçu une fois son identité vérifiée (GOV.UK One Login ou un agent agréé)',
      office: 'Une adresse de siège dans la partie du Royaume-Uni où la société est immatriculée',
      people:
        'Les adresses de correspondance et de domicile et les dates de naissance des administrateurs',
      shares: 'Qui souscrit les actions, combien, et ce qu’il paie',
    },
  },
  spanish: {
    regionQuestion: 'Dans quelle région voulez-vous vous immatriculer ?',
    regionHint: 'Votre région détermine l’administration fiscale qui traite votre inscription.',
    regions: {
      '1': 'Régime commun / reste de l’Espagne',
      '2': 'Navarre',
      '3': 'Alava',
      '4': 'Guipuscoa',
      '5': 'Biscaye',
      '6': 'Îles Canaries (IGIC)',
    },
    foral: 'Hacienda Foral',
    continue: 'Continuer',
    thanksTitle: 'Données reçues',
    thanksBody:
      'Merci. Nous ne traitons pas encore les inscriptions dans votre région : votre réponse est enregistrée et nous vous contacterons dès que ce sera possible.',
    thanksLink: 'Retour à l’accueil',
    thanksChangeRegion: 'Une erreur de région ? En choisir une autre',
    title: 'Finalisez votre paiement',
    certificateNote:
      'Un certificat numérique est nécessaire pour terminer votre inscription. Si vous n’en avez pas, vous pouvez l’obtenir pour 2,99 € HT, en 24 à 48 heures.',
    summary: 'Récapitulatif de votre achat',
    net: 'Prix HT',
    vat: 'TVA (21 %)',
    total: 'Total',
    perMonth: '/mois',
    confirm: 'Confirmer et payer',
    legal:
      'En payant, vous confirmez avoir 18 ans ou plus, résider en Espagne, détenir un DNI, NIE ou TIE valide et un compte bancaire espagnol. Le prix final peut varier selon le volume et la complexité de votre activité.',
    rating: 'Noté {score}/5 par {count} clients',
  },
  products: {
    unavailable: 'Ce produit n’est pas disponible.',
  },
  redirecting: 'Redirection vers la page de paiement sécurisé…',
  errorTitle: 'Erreur lors de la création de la session de paiement',
  errorUnknown: 'Erreur inconnue',
  retry: 'Réessayer',
  success: {
    title: 'Paiement reçu',
    waiting: 'Nous confirmons votre paiement…',
    toast: 'Paiement réussi',
  },
  failure: {
    title: 'Paiement non abouti',
    body: 'Votre paiement a échoué ou a été annulé. Rien n’a été débité.',
    toast: 'Paiement échoué ou annulé',
    retry: 'Réessayer le paiement',
  },
} satisfies Messages['checkout'];
