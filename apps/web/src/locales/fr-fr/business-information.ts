import type { Messages } from '../../app/i18n/message-types.js';

export default {
  address: {
    title: 'Où votre entreprise sera-t-elle domiciliée ?',
    description:
      'Le siège social est l’adresse officielle de votre entreprise : il figure sur le Kbis et sur vos factures.',
    sameAsPersonal: 'Votre entreprise est-elle domiciliée à votre adresse personnelle ?',
    homeAddress: 'Votre adresse personnelle',
    homeHint:
      'Votre domicile devient le siège social. Si votre bail ou le règlement de copropriété interdit l’activité professionnelle, la loi l’autorise tout de même pendant 5 ans au plus.',
    companyAddress: 'Adresse du siège social',
    addressType: 'De quel type d’adresse s’agit-il ?',
    types: {
      DOMICILIATION: {
        label: 'Une société de domiciliation',
        hint: 'Une société qui vous fournit une adresse professionnelle par un contrat de domiciliation. Le contrat vous sera demandé.',
      },
      COMMERCIAL_LEASE: {
        label: 'Des locaux sous bail commercial',
        hint: 'Un bureau, une boutique ou un atelier loué par un bail commercial. Le bail vous sera demandé.',
      },
    },
  },
  name: {
    title: 'Quel est le nom de votre société ?',
    description: 'La dénomination sociale sous laquelle votre société sera immatriculée et connue.',
    label: 'Dénomination sociale',
    microTitle: 'Souhaitez-vous un nom commercial ?',
    microDescription:
      'Une micro-entreprise exerce sous vos nom et prénom. Vous pouvez y ajouter un nom commercial pour vos factures, votre enseigne ou votre site, ou laisser ce champ vide.',
    microLabel: 'Nom commercial (facultatif)',
    availability: 'Vérifiez que personne n’utilise déjà ce nom pour une activité proche :',
    availabilityLink: 'recherchez-le sur data.inpi.fr',
  },
  activity: {
    title: 'Quelle sera votre activité ?',
    description:
      'Vos activités déterminent l’organisme qui immatricule votre entreprise et les règles qui s’y appliquent.',
    search: {
      label: 'Activités (codes NAF/APE)',
      hint: 'Cherchez dans la nomenclature officielle par mot-clé ou par code et choisissez de 1 à {max} activités. La première est votre activité principale.',
      placeholder: 'ex. : boulangerie, 62.01Z',
      searching: 'Recherche…',
      typeMore: 'Saisissez au moins 2 caractères.',
      noResults: 'Aucune activité ne correspond à « {query} ».',
      failed: 'La recherche est indisponible. Réessayez dans un instant.',
      found: {
        one: '1 activité trouvée. Parcourez-la avec les flèches haut et bas, choisissez avec Entrée.',
        other:
          '{count} activités trouvées. Parcourez-les avec les flèches haut et bas, choisissez avec Entrée.',
      },
      chosen: 'Activités choisies',
      main: 'Activité principale',
      remove: 'Retirer {activity}',
      added: '{activity} ajoutée.',
      full: 'Vous avez choisi {max} activités, le maximum. Retirez-en une pour en choisir une autre.',
    },
    socialObject: {
      label: 'Objet social',
      hint: 'Décrivez l’activité de votre société en une ou deux phrases, par exemple « Conception, développement et maintenance de sites internet et d’applications mobiles ». Il sera repris dans les statuts.',
      microLabel: 'Description de votre activité',
      microHint:
        'Décrivez votre activité en quelques mots, par exemple « Création de sites internet ».',
      counter: '{count} caractères (au moins {min})',
    },
    type: {
      legend: 'De quel type d’activité s’agit-il ?',
      COMMERCIAL: {
        label: 'Commerciale',
        hint: 'Achat et revente de marchandises, vente en ligne, restauration, hébergement, agence immobilière…',
      },
      ARTISANAL: {
        label: 'Artisanale',
        hint: 'Fabrication, transformation ou réparation de produits, ou services d’un artisan : boulanger, plombier, coiffeur…',
      },
      LIBERAL: {
        label: 'Libérale',
        hint: 'Prestations intellectuelles : conseil, développement informatique, formation, design, coaching…',
      },
    },
  },
  artisanal: {
    title: 'Votre activité est-elle artisanale ?',
    description:
      'Une activité est artisanale lorsque vous fabriquez, transformez ou réparez des produits, ou fournissez des services qui demandent le savoir-faire d’un artisan : boulanger, ébéniste, plombier, coiffeur, garagiste… Les entreprises artisanales sont immatriculées auprès de la Chambre de métiers et de l’artisanat.',
    legend: 'Activité artisanale',
    yesHint: 'Vous fabriquez, transformez ou réparez, ou exercez un métier de l’artisanat.',
    noHint:
      'Vous achetez pour revendre, ou fournissez des services qui ne relèvent pas de l’artisanat.',
  },
  lifetime: {
    title: 'Quelle sera la durée de votre société ?',
    description:
      'Les statuts fixent la durée de la société. À son terme, la société est dissoute, sauf si les associés la prorogent.',
    label: 'Durée en années',
    hint: '99 ans au plus (Code civil, art. 1838) : c’est le choix de presque toutes les sociétés. La durée peut être prorogée avant son terme.',
  },
  vat: {
    title: 'Quel régime de TVA souhaitez-vous ?',
    description:
      'Il détermine si vous facturez la TVA à vos clients et à quel rythme vous la déclarez. Vous pourrez en changer plus tard.',
    regime: 'Régime de TVA',
    regimes: {
      FRANCHISE: {
        label: 'Franchise en base (pas de TVA)',
        hint: 'Vous ne facturez pas de TVA et ne récupérez pas celle de vos achats, tant que votre chiffre d’affaires annuel reste sous les seuils (actuellement 85 000 € pour la vente de marchandises, 37 500 € pour les services).',
      },
      REEL_SIMPLIFIE: {
        label: 'Régime réel simplifié',
        hint: 'Vous facturez la TVA et récupérez celle de vos achats. Une déclaration par an, avec deux acomptes en cours d’année.',
      },
      REEL_NORMAL: {
        label: 'Régime réel normal',
        hint: 'Vous facturez et récupérez la TVA et la déclarez chaque mois, ou chaque trimestre si la TVA due est inférieure à 4 000 € par an. Utile pour récupérer vite la TVA sur de gros achats.',
      },
    },
    frequency: 'À quel rythme déclarerez-vous la TVA ?',
    frequencies: {
      MONTHLY: { label: 'Chaque mois', hint: 'Une déclaration CA3 par mois.' },
      QUARTERLY: {
        label: 'Chaque trimestre',
        hint: 'Une déclaration CA3 par trimestre, possible si la TVA due est inférieure à 4 000 € par an.',
      },
      ANNUAL: {
        label: 'Une fois par an',
        hint: 'Une déclaration annuelle CA12, avec des acomptes en juillet et en décembre.',
      },
    },
  },
  endOfFinancialYear: {
    title: 'À quelle date se termine votre exercice social ?',
    description: 'Vos comptes sont arrêtés chaque année à cette date.',
    legend: 'Date de clôture de l’exercice',
    day: 'Jour',
    month: 'Mois',
    hint: 'Le premier exercice commence à l’immatriculation de la société et se termine à la prochaine échéance de cette date : il peut donc durer moins de 12 mois. La plupart des sociétés clôturent au 31 décembre.',
  },
  expectedVolume: {
    title: 'Quel montant transitera chaque mois par votre entreprise ?',
    description:
      'Une estimation des paiements que vous pensez recevoir et effectuer chaque mois suffit. Les banques la demandent à l’ouverture d’un compte professionnel.',
    legend: 'Paiements mensuels',
    lessThan: 'Moins de {amount}',
    between: 'De {from} à {to}',
    moreThan: 'Plus de {amount}',
  },
  contact: {
    title: 'Comment joindre votre entreprise ?',
    description:
      'L’adresse e-mail et le numéro de téléphone de votre entreprise, transmis au greffe et à l’administration fiscale.',
    email: 'Adresse e-mail professionnelle',
    emailHint: 'Nous proposons celle de votre inscription ; vous pouvez en indiquer une autre.',
    phone: 'Téléphone professionnel',
  },
  urssaf: {
    title: 'À quel rythme souhaitez-vous déclarer à l’URSSAF ?',
    description:
      'Vous déclarez vos revenus et payez vos cotisations sociales à l’URSSAF. Sur l’année, le montant est le même : seul le rythme change.',
    legend: 'Déclarations et paiements à l’URSSAF',
    MONTHLY: {
      label: 'Chaque mois',
      hint: 'Des paiements plus petits, répartis régulièrement sur l’année.',
    },
    QUARTERLY: { label: 'Chaque trimestre', hint: 'Moins de déclarations : quatre par an.' },
  },
  fiscalOption: {
    title: 'Souhaitez-vous payer votre impôt sur le revenu avec vos cotisations ?',
    what: 'Avec le versement libératoire de l’impôt sur le revenu, vous payez votre impôt en même temps que vos cotisations URSSAF, sous la forme d’un pourcentage de votre chiffre d’affaires : 1 % pour la vente de marchandises, 1,7 % pour les autres prestations commerciales et artisanales, 2,2 % pour les professions libérales. Ces revenus ne sont ensuite plus imposés.',
    without:
      'Sans cette option, votre bénéfice après abattement forfaitaire s’ajoute aux autres revenus de votre foyer et est imposé au barème progressif.',
    condition:
      'Vous ne pouvez le choisir que si le revenu fiscal de référence {year} de votre foyer (sur l’avis d’imposition reçu en {noticeYear}) est inférieur au plafond annuel, soit environ 29 000 € par part de quotient familial.',
    legend: 'Versement libératoire',
    yesHint:
      'Votre impôt est payé avec vos cotisations, en pourcentage de votre chiffre d’affaires.',
    noHint: 'Votre bénéfice est imposé avec les revenus de votre foyer.',
  },
} satisfies Messages['businessInformation'];
