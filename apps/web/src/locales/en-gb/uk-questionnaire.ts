export default {
  name: {
    title: 'Your company’s name',
    description:
      'The name Companies House registers, as it will appear on the register and your documents.',
    label: 'Company name',
    hint: 'It must end with “Limited” or “Ltd”. Check that no other company uses it:',
    availabilityLink: 'Companies House name availability',
    sensitive:
      'These words need Companies House’s approval before the name can be registered: {words}. We will ask for it with your application.',
    jurisdiction: 'Where is the company registered?',
    jurisdictions: {
      '1': 'England and Wales',
      '2': 'Wales',
      '3': 'Scotland',
      '4': 'Northern Ireland',
    },
  },
  office: {
    title: 'Registered office',
    description:
      'The official address of the company, where Companies House and HMRC write. It must be in the part of the UK the company is registered in, and it is public.',
  },
  address: {
    line1: 'Address line 1',
    line2: 'Address line 2 (optional)',
    town: 'Town or city',
    postcode: 'Postcode',
  },
  activity: {
    title: 'What the company does',
    description:
      'Companies House classifies each company by the codes of the UK SIC 2007 list (Standard Industrial Classification).',
    label: 'Search for an activity or a SIC code',
    hint: 'Choose from 1 to {max} codes, the main activity first.',
    placeholder: 'e.g. software developer, 62012',
    typeMore: 'Type at least 2 characters.',
    noResults: 'No code found for “{query}”.',
    found: '{count} codes found.',
    chosen: 'Codes chosen',
    remove: 'Remove {activity}',
    full: 'You have chosen {max} codes, the most Companies House takes.',
  },
  person: {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    countryOfResidence: 'Country where they usually live',
    personalCode: 'Companies House personal code',
    personalCodeHint:
      '11 characters, e.g. FT5-15ED-7JY5, given once the identity is verified with GOV.UK One Login or an authorised agent.',
    serviceAddress: 'Service address (public)',
    residentialAddress: 'Home address (kept off the public register)',
  },
  directors: {
    title: 'Directors',
    description:
      'Every director must be at least 16 on the day the company is incorporated and have verified their identity with Companies House.',
    heading: 'Director {number}',
    occupation: 'Occupation',
    add: 'Add a director',
    remove: 'Remove director {number}',
  },
  articles: {
    title: 'Articles of association',
    description:
      'The articles are the company’s rules: how directors are appointed, how decisions are taken, how shares are transferred.',
    legend: 'Which articles will the company adopt?',
    model: 'The model articles',
    modelHint:
      'The standard articles for private companies limited by shares (The Companies (Model Articles) Regulations 2008). For articles of your own, write to us in the chat.',
  },
} as const;
