import type { Messages } from '../../app/i18n/message-types.js';

export default {
  name: {
    title: 'Le nom de votre société',
    description:
      'Le nom que Companies House immatricule, tel qu’il figurera au registre et sur vos documents.',
    label: 'Nom de la société',
    hint: 'Il doit se terminer par « Limited » ou « Ltd ». Vérifiez qu’aucune autre société ne l’utilise :',
    availabilityLink: 'disponibilité des noms sur Companies House',
    sensitive:
      'Ces mots doivent être approuvés par Companies House avant l’immatriculation du nom : {words}. Nous en ferons la demande avec votre dossier.',
    jurisdiction: 'Où la société est-elle immatriculée ?',
    jurisdictions: {
      '1': 'Angleterre et pays de Galles',
      '2': 'Pays de Galles',
      '3': 'Écosse',
      '4': 'Irlande du Nord',
    },
  },
  office: {
    title: 'Siège social (registered office)',
    description:
      'L’adresse officielle de la société, où écrivent Companies House et le HMRC. Elle doit se trouver dans la partie du Royaume-Uni où la société est immatriculée, et elle est publique.',
  },
  address: {
    line1: 'Adresse, ligne 1',
    line2: 'Adresse, ligne 2 (facultatif)',
    town: 'Ville',
    postcode: 'Code postal',
  },
  activity: {
    title: 'L’activité de la société',
    description:
      'Companies House classe chaque société selon les codes de la nomenclature UK SIC 2007 (Standard Industrial Classification).',
    label: 'Recherchez une activité ou un code SIC',
    hint: 'Choisissez de 1 à {max} codes, l’activité principale en premier.',
    placeholder: 'ex. : software developer, 62012',
    typeMore: 'Saisissez au moins 2 caractères.',
    noResults: 'Aucun code trouvé pour « {query} ».',
    found: '{count} codes trouvés.',
    chosen: 'Codes choisis',
    remove: 'Retirer {activity}',
    full: 'Vous avez choisi {max} codes, le maximum accepté par Companies House.',
  },
  person: {
    firstName: 'Prénom',
    lastName: 'Nom',
    dateOfBirth: 'Date de naissance',
    nationality: 'Nationalité',
    countryOfResidence: 'Pays de résidence habituelle',
    personalCode: 'Code personnel Companies House',
    personalCodeHint:
      '11 caractères, par exemple FT5-15ED-7JY5, reçu une fois l’identité vérifiée avec GOV.UK One Login ou un agent agréé.',
    serviceAddress: 'Adresse de correspondance (publique)',
    residentialAddress: 'Adresse de domicile (hors du registre public)',
  },
  directors: {
    title: 'Administrateurs (directors)',
    description:
      'Chaque administrateur doit avoir au moins 16 ans le jour de l’immatriculation et avoir fait vérifier son identité par Companies House.',
    heading: 'Administrateur {number}',
    occupation: 'Profession',
    add: 'Ajouter un administrateur',
    remove: 'Retirer l’administrateur {number}',
  },
  shareCapital: {
    title: 'Actions et actionnaires',
    description:
      'La déclaration de capital que Companies House enregistre : les catégories d’actions, la valeur d’une action et qui en prend combien.',
    classesTitle: 'Catégories d’actions',
    classHeading: 'Catégorie {number}',
    className: 'Nom de la catégorie',
    classNameHint: 'La plupart des sociétés en ont une, « Ordinary » (ordinaires).',
    nominalValue: 'Valeur nominale d’une action (£)',
    nominalValueHint: 'Au moins 1 penny, p. ex. 1 pour 1 £.',
    addClass: 'Ajouter une catégorie d’actions',
    removeClass: 'Retirer la catégorie {number}',
    shareholdersTitle: 'Actionnaires',
    shareholderHeading: 'Actionnaire {number}',
    shareholderName: 'Nom complet',
    shareholderNameHint: 'Le nom d’une personne ou d’une société.',
    holdingClass: 'Catégorie des actions',
    chooseClass: 'Choisir une catégorie',
    shares: 'Nombre d’actions',
    amountPaid: 'Montant payé par action (£)',
    amountPaidHint:
      '0 si rien n’est payé pour l’instant ; au-delà de la valeur nominale, c’est une prime.',
    addShareholder: 'Ajouter un actionnaire',
    removeShareholder: 'Retirer l’actionnaire {number}',
  },
  significantControl: {
    title: 'Personnes exerçant un contrôle significatif',
    description:
      'Toute personne qui détient plus de 25 % des actions ou des droits de vote, peut nommer la majorité des administrateurs ou exerce autrement une influence significative. Chacune doit avoir vérifié son identité auprès de Companies House.',
    heading: 'Personne {number}',
    controlTitle: 'Son contrôle',
    sharesHeld: 'Actions détenues',
    votesHeld: 'Droits de vote détenus',
    outOf: 'Sur {total} (une voix par action).',
    appointsMajorityOfBoard: 'Peut nommer ou révoquer la majorité des administrateurs',
    significantInfluence: 'Exerce autrement une influence ou un contrôle significatif',
    significantInfluenceHint: 'Seulement si rien de ce qui précède ne s’applique.',
    natures: 'Ce que Companies House enregistrera :',
    noNature: 'Avec 25 % ou moins et aucun autre contrôle, cette personne n’est pas à déclarer.',
    add: 'Ajouter une personne exerçant un contrôle significatif',
    remove: 'Retirer la personne {number}',
    noRegistrablePerson: 'Personne n’exerce de contrôle significatif sur la société',
    noRegistrablePersonHint: 'À cocher seulement si vous ne déclarez aucune personne ci-dessus.',
  },
  natureOfControl: {
    'ownership-of-shares-25-to-50-percent': 'Détient plus de 25 % et jusqu’à 50 % des actions',
    'ownership-of-shares-50-to-75-percent': 'Détient plus de 50 % et moins de 75 % des actions',
    'ownership-of-shares-75-to-100-percent': 'Détient 75 % des actions ou plus',
    'voting-rights-25-to-50-percent': 'Détient plus de 25 % et jusqu’à 50 % des droits de vote',
    'voting-rights-50-to-75-percent': 'Détient plus de 50 % et moins de 75 % des droits de vote',
    'voting-rights-75-to-100-percent': 'Détient 75 % des droits de vote ou plus',
    'right-to-appoint-and-remove-directors':
      'Peut nommer ou révoquer la majorité des administrateurs',
    'significant-influence-or-control': 'Exerce une influence ou un contrôle significatif',
  },
  articles: {
    title: 'Statuts (articles of association)',
    description:
      'Les statuts sont les règles de la société : nomination des administrateurs, prise des décisions, cession des actions.',
    legend: 'Quels statuts la société adopte-t-elle ?',
    model: 'Les statuts types (model articles)',
    modelHint:
      'Les statuts types des sociétés privées à responsabilité limitée par actions (The Companies (Model Articles) Regulations 2008).',
    bespoke: 'Nos propres statuts',
    bespokeHint:
      'Des statuts rédigés pour la société, que vous envoyez ici en PDF. Les statuts types s’appliquent encore à tout ce qu’ils n’excluent ni ne modifient.',
    uploadLabel: 'Les statuts de la société',
    uploadHint: 'Un PDF, 10 Mo au maximum',
  },
  summary: {
    description:
      'Voici ce que nous déposerons auprès de Companies House (formulaire IN01). Vérifiez chaque réponse : vous pouvez encore la modifier avant l’envoi.',
    ready: 'Tout est prêt à être envoyé.',
    confirmHint:
      'Une fois envoyées, vos réponses ne peuvent plus être modifiées ici. Nous préparons alors l’acte constitutif et les statuts à signer par les souscripteurs.',
    fields: {
      companyName: 'Nom de la société',
      jurisdiction: 'Immatriculée en',
      registeredOffice: 'Siège (registered office)',
      sicCodes: 'Codes SIC',
      directors: 'Administrateurs',
      statementOfCapital: 'Déclaration de capital',
      shareholders: 'Actionnaires',
      significantControl: 'Personnes exerçant un contrôle significatif',
      articles: 'Statuts',
    },
    shareClassLine:
      '{shares} actions {name} : valeur nominale {nominal}, payé {paid}, non payé {unpaid}',
    holding: '{name} : {shares} actions {className}',
    personalCode: 'code personnel {code}',
    noPersonalCode: 'pas encore de code personnel',
    articles: {
      '1': 'Les statuts types',
      '2': 'Des statuts sur mesure',
    },
    articlesFile: 'Fichier : {fileName}',
  },
  esignature: {
    memorandum: 'L’acte constitutif (memorandum of association), avec ce que la demande déclare',
    modelArticles: 'Les statuts types que la société adopte',
    bespokeArticles: 'Les statuts sur mesure que la société adopte',
    bespokeArticlesFile: 'Les statuts sur mesure que la société adopte ({fileName})',
    review: 'Nous vérifions le dossier signé, puis déposons la demande auprès de Companies House.',
    legal:
      'La signature électronique est valable pour ces documents en droit britannique (Electronic Communications Act 2000).',
    approvalDescription:
      'Merci pour votre signature. Notre équipe vérifie vos réponses et vos documents avant de les déposer auprès de Companies House.',
    approvedBody:
      'Tout est en ordre : nous déposons la demande auprès de Companies House et vous prévenons dès que la société est immatriculée.',
  },
} satisfies Messages['ukQuestionnaire'];
