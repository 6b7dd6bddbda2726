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
  articles: {
    title: 'Statuts (articles of association)',
    description:
      'Les statuts sont les règles de la société : nomination des administrateurs, prise des décisions, cession des actions.',
    legend: 'Quels statuts la société adopte-t-elle ?',
    model: 'Les statuts types (model articles)',
    modelHint:
      'Les statuts types des sociétés privées à responsabilité limitée par actions (The Companies (Model Articles) Regulations 2008). Pour des statuts sur mesure, écrivez-nous dans le chat.',
  },
} satisfies Messages['ukQuestionnaire'];
