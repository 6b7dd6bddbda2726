export default {
  choose: 'Choose…',
  yes: 'Yes',
  no: 'No',
  funnels: {
    'personal-information': 'About you',
    'business-information': 'Your business',
    'capital-deposit': 'Share capital',
    'confirm-identity': 'Your documents',
    'final-summary': 'Summary',
    'e-signature': 'Signature',
    company: 'Your company',
    people: 'Directors and shareholders',
    articles: 'Articles',
  },
  address: {
    street1: 'Street and number',
    street2: 'Additional address details (optional)',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
  },
  phone: {
    code: 'Country code',
    number: 'Phone number',
  },
} as const;
