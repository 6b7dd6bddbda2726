export default {
  name: {
    title: 'What is your name?',
    description: 'As written on your identity document.',
    first: 'First name(s)',
    middle: 'Middle names (optional)',
    last: 'Last name',
  },
  address: {
    title: 'Where do you live?',
    description:
      'Your home address goes into the registration file and the articles, in France or abroad. We only call you about your file.',
    home: 'Home address',
    phone: 'Phone',
  },
  gender: {
    title: 'What is your sex?',
    description:
      'As recorded on your birth certificate. The registry uses it to identify you, and the articles refer to you as Mr or Ms.',
    legend: 'Sex',
    MALE: 'Male',
    FEMALE: 'Female',
  },
  filiation: {
    title: 'Who are your parents?',
    description:
      'Whoever runs a business in France signs a sworn statement of no criminal conviction and of filiation (déclaration de non-condamnation et de filiation). It names both parents, so that the registry can check the criminal record. We prepare it from your answers.',
    firstParent: 'First parent',
    secondParent: 'Second parent',
    first: 'First name(s)',
    last: 'Last name at birth',
    unknown: 'This parent is unknown to me',
  },
  currentSituation: {
    title: 'What is your current situation?',
    description:
      'The URSSAF needs it to set up your social security cover, and it tells us whether you can keep your job or your benefits alongside your business.',
    legend: 'Your situation today',
    status: {
      EMPLOYEE: 'Employee',
      JOB_SEEKER: 'Job seeker',
      STUDENT: 'Student',
      RETIRED: 'Retired',
      SELF_EMPLOYED: 'Self-employed',
      OTHER: 'Other',
    },
    statusHint: {
      EMPLOYEE: 'Under an employment contract, in the private or public sector',
      JOB_SEEKER: 'Registered with France Travail, with or without benefits',
      STUDENT: 'In education or training',
      RETIRED: 'Receiving a retirement pension',
      SELF_EMPLOYED: 'Sole trader, freelancer or company director',
      OTHER: 'No professional activity, parental leave…',
    },
    incomeLegend: 'Your monthly net income from this work',
    income: {
      LESS_THAN_1500: 'Less than €1,500',
      FROM_1500_TO_3000: '€1,500 to €3,000',
      MORE_THAN_3000: 'More than €3,000',
    },
  },
  birthPlace: {
    title: 'When and where were you born?',
    description:
      'As written on your birth certificate: the registry checks your identity against the civil status records.',
    nationality: 'Nationality',
  },
  birth: {
    dateOfBirth: 'Date of birth',
    country: 'Country of birth',
    commune: 'Town of birth',
    communeHint: 'Type the first letters and choose the town in the list.',
    communeRequired: 'Choose the town of birth in the list.',
    city: 'Town of birth',
  },
  communeSearch: {
    failed: 'The search is unavailable. Try again in a moment.',
    searching: 'Searching…',
    none: 'No French town matches. Check the spelling.',
    count: 'Results: {count}. Use the up and down arrows to choose.',
  },
  maritalStatus: {
    title: 'What is your marital status?',
    description:
      'If you are married or in a civil partnership (PACS), we also ask about your spouse: they may work in the business, and under some matrimonial regimes must be told when you put shared assets into it.',
    legend: 'Marital status',
    SINGLE: 'Single',
    MARRIED: 'Married',
    PACS: 'Civil partnership (PACS)',
    DIVORCED: 'Divorced',
    WIDOWED: 'Widowed',
  },
  spouseName: {
    title: 'About your spouse',
    description: 'Their names as written on their identity document.',
    birthName: 'Last name at birth, if different (optional)',
    birthNameHint: 'For example the name before marriage.',
    nationality: 'Nationality',
    roleLegend: 'Will your spouse take part in the business?',
    role: {
      NONE: 'No',
      COLLABORATOR: 'Yes, as a collaborating spouse (conjoint collaborateur)',
      EMPLOYEE: 'Yes, as an employee (conjoint salarié)',
    },
    roleHint: {
      NONE: 'Your spouse does not work in the business.',
      COLLABORATOR:
        'Works in the business regularly, without pay and without shares, with their own pension and invalidity cover. Open to the spouse of a sole trader or of an EURL’s majority manager, for 5 years at most.',
      EMPLOYEE:
        'Works in the business under an employment contract and is paid at least the minimum wage.',
    },
  },
  spouseBirthPlace: {
    title: 'When and where was your spouse born?',
    description: 'As written on their birth certificate.',
  },
  additionalInfo: {
    title: 'Your social security',
    description: 'The URSSAF links your business to your social security record.',
    nir: 'Social security number',
    nirHint:
      'The 15 characters on your carte Vitale or on your social security certificate (attestation de droits, on ameli.fr), key included. Spaces are fine.',
    acreLegend: 'Have you already applied for the ACRE?',
    acreHint:
      'The ACRE (aide à la création ou à la reprise d’une entreprise) exempts founders who qualify — job seekers, people under 26, recipients of some benefits… — from part of their social contributions in their first year.',
    healthInsurance: 'Health insurance fund (optional)',
    healthInsuranceHint: 'For example CPAM de Paris or MSA. Leave it empty if you are not sure.',
  },
  activities: {
    title: 'Your other activities',
    description:
      'The registry and the URSSAF need to know whether you keep another activity and whether you have been self-employed before, to link your records.',
    currentLegend: 'Do you currently have another professional activity?',
    currentActivity: 'Which activity?',
    currentActivityHint: 'For example: part-time salaried developer.',
    pastLegend: 'Have you ever been self-employed?',
    pastHint:
      'As a sole trader, micro-entrepreneur, liberal profession or majority manager of a company.',
    endDate: 'When did that activity end?',
  },
  capital: {
    title: 'Your share capital',
    description:
      'The share capital is the money you put into the company when you form it. It is deposited in a blocked account and released once the company is registered.',
    amount: 'Capital in euros',
    amountHint: {
      SASU: 'The law sets no minimum for a SASU: €1 is enough. A larger capital reassures banks and suppliers.',
      EURL: 'The law sets no minimum for an EURL: €1 is enough. A larger capital reassures banks and suppliers.',
    },
    shares: {
      SASU: 'Number of shares',
      EURL: 'Number of shares',
    },
    sharesHint: {
      SASU: 'The capital is divided into shares of equal value; 100 or 1,000 shares is common.',
      EURL: 'The capital is divided into shares of equal value; 100 or 1,000 shares is common.',
    },
    nominalValue: {
      SASU: 'Nominal value of one share: {value}',
      EURL: 'Nominal value of one share: {value}',
    },
    uneven: {
      SASU: '{capital} cannot be divided into {shares} shares worth a whole number of cents.',
      EURL: '{capital} cannot be divided into {shares} shares worth a whole number of cents.',
    },
  },
} as const;
