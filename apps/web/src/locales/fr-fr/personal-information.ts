import type { Messages } from '../../app/i18n/message-types.js';

export default {
  name: {
    title: 'Comment vous appelez-vous ?',
    description: 'Tel qu’indiqué sur votre pièce d’identité.',
    first: 'Prénom',
    middle: 'Autres prénoms (facultatif)',
    last: 'Nom de famille',
  },
  address: {
    title: 'Où habitez-vous ?',
    description:
      'Votre adresse personnelle figure dans le dossier d’immatriculation et dans les statuts, en France comme à l’étranger. Nous ne vous appelons qu’au sujet de votre dossier.',
    home: 'Adresse personnelle',
    phone: 'Téléphone',
  },
  gender: {
    title: 'Quel est votre sexe ?',
    description:
      'Tel qu’indiqué sur votre acte de naissance. Le greffe s’en sert pour vous identifier, et les statuts vous désignent comme Monsieur ou Madame.',
    legend: 'Sexe',
    MALE: 'Masculin',
    FEMALE: 'Féminin',
  },
  filiation: {
    title: 'Qui sont vos parents ?',
    description:
      'Tout dirigeant d’entreprise signe une déclaration sur l’honneur de non-condamnation et de filiation. Elle mentionne vos deux parents, ce qui permet au greffe de vérifier le casier judiciaire. Nous la préparons à partir de vos réponses.',
    firstParent: 'Premier parent',
    secondParent: 'Second parent',
    first: 'Prénom(s)',
    last: 'Nom de naissance',
    unknown: 'Ce parent m’est inconnu',
  },
  currentSituation: {
    title: 'Quelle est votre situation actuelle ?',
    description:
      'L’URSSAF en a besoin pour ouvrir votre protection sociale, et elle nous indique si vous pouvez conserver votre emploi ou vos allocations en parallèle de votre entreprise.',
    legend: 'Votre situation aujourd’hui',
    status: {
      EMPLOYEE: 'Salarié',
      JOB_SEEKER: 'Demandeur d’emploi',
      STUDENT: 'Étudiant',
      RETIRED: 'Retraité',
      SELF_EMPLOYED: 'Travailleur indépendant',
      OTHER: 'Autre',
    },
    statusHint: {
      EMPLOYEE: 'En contrat de travail, dans le privé ou le public',
      JOB_SEEKER: 'Inscrit à France Travail, indemnisé ou non',
      STUDENT: 'En études ou en formation',
      RETIRED: 'Vous percevez une pension de retraite',
      SELF_EMPLOYED: 'Entrepreneur individuel, freelance ou dirigeant de société',
      OTHER: 'Sans activité professionnelle, en congé parental…',
    },
    incomeLegend: 'Vos revenus nets mensuels de cette activité',
    income: {
      LESS_THAN_1500: 'Moins de 1 500 €',
      FROM_1500_TO_3000: 'De 1 500 € à 3 000 €',
      MORE_THAN_3000: 'Plus de 3 000 €',
    },
  },
  birthPlace: {
    title: 'Quand et où êtes-vous né(e) ?',
    description:
      'Tel qu’indiqué sur votre acte de naissance : le greffe vérifie votre identité auprès de l’état civil.',
    nationality: 'Nationalité',
  },
  birth: {
    dateOfBirth: 'Date de naissance',
    country: 'Pays de naissance',
    commune: 'Commune de naissance',
    communeHint: 'Tapez les premières lettres et choisissez la commune dans la liste.',
    communeRequired: 'Choisissez la commune de naissance dans la liste.',
    city: 'Ville de naissance',
  },
  communeSearch: {
    failed: 'La recherche est indisponible. Réessayez dans un instant.',
    searching: 'Recherche…',
    none: 'Aucune commune française ne correspond. Vérifiez l’orthographe.',
    count: 'Résultats : {count}. Utilisez les flèches haut et bas pour choisir.',
  },
  maritalStatus: {
    title: 'Quelle est votre situation matrimoniale ?',
    description:
      'Si vous êtes marié(e) ou pacsé(e), nous vous posons aussi quelques questions sur votre conjoint : il peut travailler dans l’entreprise et, selon votre régime matrimonial, doit être informé si vous apportez des biens communs à la société.',
    legend: 'Situation matrimoniale',
    SINGLE: 'Célibataire',
    MARRIED: 'Marié(e)',
    PACS: 'Pacsé(e)',
    DIVORCED: 'Divorcé(e)',
    WIDOWED: 'Veuf ou veuve',
  },
  spouseName: {
    title: 'Votre conjoint',
    description: 'Ses noms tels qu’indiqués sur sa pièce d’identité.',
    birthName: 'Nom de naissance, s’il est différent (facultatif)',
    birthNameHint: 'Par exemple le nom avant le mariage.',
    nationality: 'Nationalité',
    roleLegend: 'Votre conjoint participera-t-il à l’activité ?',
    role: {
      NONE: 'Non',
      COLLABORATOR: 'Oui, comme conjoint collaborateur',
      EMPLOYEE: 'Oui, comme conjoint salarié',
    },
    roleHint: {
      NONE: 'Votre conjoint ne travaille pas dans l’entreprise.',
      COLLABORATOR:
        'Travaille régulièrement dans l’entreprise, sans rémunération ni parts sociales, et bénéficie de sa propre couverture retraite et invalidité. Réservé au conjoint d’un entrepreneur individuel ou du gérant majoritaire d’une EURL, pour 5 ans au plus.',
      EMPLOYEE:
        'Travaille dans l’entreprise avec un contrat de travail et perçoit au moins le SMIC.',
    },
  },
  spouseBirthPlace: {
    title: 'Quand et où votre conjoint est-il né ?',
    description: 'Tel qu’indiqué sur son acte de naissance.',
  },
  additionalInfo: {
    title: 'Votre sécurité sociale',
    description: 'L’URSSAF rattache votre entreprise à votre dossier de sécurité sociale.',
    nir: 'Numéro de sécurité sociale',
    nirHint:
      'Les 15 caractères inscrits sur votre carte Vitale ou sur votre attestation de droits (sur ameli.fr), clé comprise. Vous pouvez laisser les espaces.',
    acreLegend: 'Avez-vous déjà demandé l’ACRE ?',
    acreHint:
      'L’ACRE (aide à la création ou à la reprise d’une entreprise) exonère les créateurs qui y ont droit — demandeurs d’emploi, moins de 26 ans, bénéficiaires de certaines allocations… — d’une partie de leurs cotisations sociales pendant leur première année.',
    healthInsurance: 'Caisse d’assurance maladie (facultatif)',
    healthInsuranceHint:
      'Par exemple CPAM de Paris ou MSA. Laissez vide si vous n’êtes pas sûr(e).',
  },
  activities: {
    title: 'Vos autres activités',
    description:
      'Le greffe et l’URSSAF doivent savoir si vous conservez une autre activité et si vous avez déjà été travailleur indépendant, pour relier vos dossiers.',
    currentLegend: 'Exercez-vous actuellement une autre activité professionnelle ?',
    currentActivity: 'Laquelle ?',
    currentActivityHint: 'Par exemple : développeur salarié à temps partiel.',
    pastLegend: 'Avez-vous déjà exercé une activité non salariée ?',
    pastHint:
      'Comme entrepreneur individuel, micro-entrepreneur, profession libérale ou gérant majoritaire d’une société.',
    endDate: 'À quelle date cette activité a-t-elle pris fin ?',
  },
  capital: {
    title: 'Votre capital social',
    description:
      'Le capital social est la somme que vous apportez à la société lors de sa création. Il est déposé sur un compte bloqué puis libéré une fois la société immatriculée.',
    amount: 'Capital en euros',
    amountHint: {
      SASU: 'La loi n’impose aucun minimum pour une SASU : 1 € suffit. Un capital plus élevé rassure les banques et les fournisseurs.',
      EURL: 'La loi n’impose aucun minimum pour une EURL : 1 € suffit. Un capital plus élevé rassure les banques et les fournisseurs.',
    },
    shares: {
      SASU: 'Nombre d’actions',
      EURL: 'Nombre de parts sociales',
    },
    sharesHint: {
      SASU: 'Le capital est divisé en actions de même valeur ; 100 ou 1 000 actions est un choix courant.',
      EURL: 'Le capital est divisé en parts sociales de même valeur ; 100 ou 1 000 parts est un choix courant.',
    },
    nominalValue: {
      SASU: 'Valeur nominale d’une action : {value}',
      EURL: 'Valeur nominale d’une part sociale : {value}',
    },
    uneven: {
      SASU: '{capital} ne peut pas être divisé en {shares} actions d’un nombre entier de centimes.',
      EURL: '{capital} ne peut pas être divisé en {shares} parts sociales d’un nombre entier de centimes.',
    },
  },
} satisfies Messages['personalInformation'];
