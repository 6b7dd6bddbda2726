import type { Messages } from '../../app/i18n/message-types.js';

export default {
  upload: {
    missing: 'Ajoutez les fichiers demandés avant de continuer.',
  },
  analysing: {
    title: 'Analyse de vos documents…',
    description:
      'Nous lisons vos documents pour que vous n’ayez pas à recopier ce qui y figure. Cela ne prend que quelques secondes.',
    count: '{done} sur {total} lus',
    reading: 'Lecture en cours',
    read: 'Lu',
  },
  preview: {
    title: 'Votre document',
    loading: 'Chargement du document',
    open: 'Ouvrir {name}',
    zoom: 'Ouvrir {name} en grand',
    unavailable: 'Le document ne peut pas être affiché pour le moment.',
  },
  id: {
    title: 'Votre pièce d’identité',
    description:
      'Choisissez votre document et envoyez une photo ou un scan net de chaque face : nous y lirons vos informations.',
    typeLegend: 'Quel document avez-vous ?',
    types: {
      SPANISH: 'DNI (recto et verso)',
      EU: 'Citoyen de l’UE : NIE + carte d’identité ou passeport',
      NON_EU: 'TIE (recto et verso)',
    },
    typeHints: {
      SPANISH: 'Carte nationale d’identité espagnole',
      EU: 'Citoyens de l’UE, de l’EEE et de la Suisse',
      NON_EU: 'Carte d’identité d’étranger, pour les citoyens des autres pays',
    },
    files: {
      dniFront: 'DNI — recto',
      dniBack: 'DNI — verso',
      tieFront: 'TIE — recto',
      tieBack: 'TIE — verso',
      nie: 'Certificat de NIE',
      idOrPassport: 'Carte d’identité ou passeport',
    },
  },
  idReview: {
    title: 'Vérifiez vos informations personnelles',
    description:
      'Nous avons rempli ce que nous avons lu sur votre document. Comparez avec le document et corrigez ce qui est faux.',
    fullName: 'Nom complet',
    dateOfBirth: 'Date de naissance',
    placeOfBirth: 'Lieu de naissance',
    nationality: 'Nationalité',
    idNumber: 'Numéro du document (DNI ou NIE)',
    idExpirationDate: 'Date d’expiration',
  },
  proof: {
    types: {
      UTILITY_BILL: 'Facture d’énergie ou d’eau',
      REGISTRATION_CERTIFICATE: 'Certificat d’inscription au registre municipal (empadronamiento)',
      LEASE: 'Contrat de location',
      PROPERTY_TAX_RECEIPT: 'Avis de taxe foncière (IBI)',
    },
    typeHints: {
      UTILITY_BILL: 'Électricité, eau, gaz ou internet, à votre nom',
      REGISTRATION_CERTIFICATE: 'Délivré par votre mairie',
      LEASE: 'Signé, avec l’adresse du logement',
      PROPERTY_TAX_RECEIPT: 'Si vous êtes propriétaire du logement',
    },
    home: {
      title: 'Votre justificatif de domicile',
      description: 'Un document à votre nom qui montre où vous habitez en Espagne.',
      typeLegend: 'Quel document justifie votre adresse ?',
      uploadLabel: 'Justificatif de domicile',
    },
    fiscal: {
      typeLegend: 'Quel document justifie votre domicile fiscal ?',
      uploadLabel: 'Justificatif du domicile fiscal',
    },
    notification: {
      typeLegend: 'Quel document justifie votre adresse de notification ?',
      uploadLabel: 'Justificatif de l’adresse de notification',
    },
  },
  addressReview: {
    home: {
      title: 'Vérifiez votre adresse',
      description:
        'Nous avons rempli l’adresse lue sur votre justificatif. Corrigez ce qui est faux.',
    },
    fiscal: {
      title: 'Vérifiez votre domicile fiscal',
      description:
        'Nous avons rempli l’adresse lue sur votre justificatif. Corrigez ce qui est faux.',
    },
    notification: {
      title: 'Vérifiez votre adresse de notification',
      description:
        'Nous avons rempli l’adresse lue sur votre justificatif. Corrigez ce qui est faux.',
    },
    streetName: 'Rue',
    streetNumber: 'Numéro',
    buildingNumber: 'Complément d’adresse (facultatif)',
    buildingNumberHint: 'Bâtiment, escalier, étage, porte…',
    postalCode: 'Code postal',
    city: 'Province',
  },
  other: {
    fiscal: {
      title: 'Votre domicile fiscal',
      description:
        'L’administration fiscale vous écrit à votre domicile fiscal : en général votre logement, sauf si vous dirigez votre activité depuis un autre lieu.',
      question: 'Votre domicile fiscal est-il différent de votre domicile ?',
    },
    notification: {
      title: 'Votre adresse de notification',
      description:
        'L’administration fiscale et la sécurité sociale envoient leurs courriers à cette adresse. C’est votre domicile, sauf si vous en choisissez une autre.',
      question: 'Voulez-vous recevoir les notifications à une autre adresse que votre domicile ?',
    },
  },
  housing: {
    title: 'Travailler depuis chez soi',
    description:
      'Si vous travaillez depuis chez vous, une partie des factures du logement (électricité, eau, internet) est déductible des frais de votre activité.',
    percentage: 'Part de votre logement consacrée à l’activité (%)',
    percentageHint:
      'Pas plus de 30 %. Facultatif : si vous ne travaillez pas depuis chez vous, laissez vide et nous enregistrerons 0 %.',
    cadastralReference: 'Référence cadastrale (facultatif)',
    cadastralReferenceHint: 'Les 20 caractères inscrits sur votre avis de taxe foncière (IBI).',
  },
} satisfies Messages['spanishPersonal'];
