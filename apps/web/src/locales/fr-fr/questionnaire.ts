import type { Messages } from '../../app/i18n/message-types.js';

export default {
  choose: 'Choisir…',
  yes: 'Oui',
  no: 'Non',
  funnels: {
    'personal-information': 'Vous concernant',
    'business-information': 'Votre entreprise',
    'capital-deposit': 'Capital social',
    'confirm-identity': 'Vos justificatifs',
    'final-summary': 'Récapitulatif',
    'e-signature': 'Signature',
    company: 'Votre société',
    people: 'Administrateurs et associés',
    articles: 'Statuts',
  },
  address: {
    street1: 'Numéro et voie',
    street2: 'Complément d’adresse (facultatif)',
    postalCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
  },
  phone: {
    code: 'Indicatif',
    number: 'Numéro de téléphone',
  },
} satisfies Messages['questionnaire'];
