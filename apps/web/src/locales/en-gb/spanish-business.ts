export default {
  naf: {
    title: 'Your social security number',
    description:
      'We need it to register you in the special scheme for self-employed workers (RETA).',
    legend: 'Do you have a social security number (NAF)?',
    number: 'Social security number (NAF)',
    numberHint:
      '12 digits (11 for older numbers), without slashes. It is on your working life report (informe de vida laboral) or your affiliation document.',
    parentsLegend: 'Your parents’ first names',
    parentsHint:
      'To give you a number, social security identifies you with your mother’s and father’s first names.',
    mother: 'Mother’s first name',
    father: 'Father’s first name',
  },
  activity: {
    title: 'Your activity',
    description:
      'Describe in your own words what you will do. We use it to choose the IAE heading and the CNAE code of your registration.',
    label: 'Description of the activity',
    hint: 'For example: designing websites for small shops.',
    counter: '{count} characters (at least {min})',
  },
  previousActivity: {
    title: 'Before registering',
    description: 'Tell us what your situation was before you register as self-employed.',
    legend: 'Were you unemployed before registering?',
    dischargeDate: 'Date your previous activity ended',
    dischargeDateHint: 'The day your last job or activity ended (fecha de baja).',
    activity: 'Previous activity',
    activityHint: 'What you did in your last job or activity.',
  },
  expectations: {
    title: 'Your forecasts',
    description:
      'An estimate is enough. Since 2023 the self-employed contribution depends on net earnings: this estimate sets your contribution band.',
    amount: 'Estimated monthly net profit',
    amountHint: 'Income minus the costs of the activity, per month.',
    currency: 'Currency',
    startDate: 'Expected start date of the activity',
    startDateHint: 'At the earliest, 3 days ago.',
    tradesLegend: 'Do you sell in Spain only, or abroad too?',
    spainOnly: 'In Spain only',
    abroad: 'Abroad too',
    customersLegend: 'Who do you mainly sell to?',
    businessTypes: {
      B2C: { label: 'Individuals (B2C)', hint: 'Your customers are consumers.' },
      B2B: {
        label: 'Businesses and professionals (B2B)',
        hint: 'Your customers are companies or other self-employed people.',
      },
    },
  },
  mutual: {
    title: 'Your mutual insurer',
    description:
      'The mutual insurer working with social security covers your sick leave and work accidents.',
    legend: 'Do you want to choose a mutual insurer (mutua)?',
    hint: 'If you have no preference, answer No.',
    select: 'Mutual insurer',
  },
  iban: {
    title: 'Your bank account',
    description:
      'Social security and the tax agency will debit your contributions and taxes from this account.',
    label: 'IBAN',
    tip: 'You do not need to open a new account: your usual personal account will do.',
    or: 'or',
    uploadLabel: 'Upload a document showing your IBAN',
    uploadHint:
      'A certificate of account ownership, a statement or a screenshot of your online banking where the IBAN can be read.',
  },
  ibanReview: {
    document: 'Document with your IBAN',
    title: 'Check your personal information',
    description: 'Check your IBAN and confirm both statements.',
    descriptionRead: 'Compare the IBAN with your document and correct it if needed.',
    label: 'Enter your IBAN',
    tipLabel: 'Do I need to open a new account?',
    tip: 'No: you do not need to open a new account through us. The account you already have will do.',
    hint: 'The IBAN must belong to a Spanish bank account (it starts with ES)',
    declarations: 'Statements',
    accountOwnershipAttestation: 'I declare that I hold this account.',
    acceptedDirectDebit: 'I accept direct debits from the TGSS and the AEAT.',
  },
} as const;
