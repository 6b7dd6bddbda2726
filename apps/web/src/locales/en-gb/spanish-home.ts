export default {
  newTab: '(opens in a new tab)',
  checklist: {
    subtitle:
      'Fill in these sections, in the order you like, so that we can file your registration.',
    title: 'Your registration',
    summary: '{done} of {total} sections completed',
    cards: {
      'digital-certificate': {
        title: 'Upload your digital certificate',
        body: 'The .pfx or .p12 file and its password, or how to get one.',
      },
      'personal-information': {
        title: 'Personal details',
        body: 'Your identity document, your addresses and your home.',
      },
      'business-information': {
        title: 'About your activity',
        body: 'Your activity, your social security number and your bank account.',
      },
      'company-formation': {
        title: 'About your company',
        body: 'Its names, registered office, activities, share capital, shareholders, directors and statutes.',
      },
      'final-summary': {
        title: 'Confirm your details and sign',
        body: 'Check your answers before the digital signature.',
      },
    },
    estimate: 'Estimated time:',
    minutes: '{minutes} min',
    questions: '{answered} of {total} questions',
    completed: 'Completed',
    progress: 'Progress of “{section}”',
    continue: 'Continue',
    edit: 'Edit',
    locked: 'Available once the other three sections are complete.',
  },
  sign: {
    title: 'Last step: sign digitally',
    body: 'Our e-signature partner has sent the documents to sign to {email}. Open the e-mail and follow its instructions to sign them.',
    bodyNoEmail:
      'Our e-signature partner has e-mailed you the documents to sign. Open the e-mail and follow its instructions to sign them.',
    openWebmail: 'Open {name}',
    openMail: 'Open my e-mail',
    spam: 'Cannot find it? Look in your spam or promotions folder.',
  },
  thanks: {
    title: 'Thank you for sending your request',
    body: 'We are handling your registration. We will e-mail you at each step.',
    companyBody: 'We are forming your company. We will e-mail you at each step.',
    bars: {
      questionnaire: 'Questionnaire',
      aeat: 'Registration with the tax agency (AEAT)',
      tgss: 'Registration with social security (TGSS)',
      nameCertificate: 'Company name certificate',
      capitalAndDeed: 'Share capital and notarial deed',
      registry: 'Registration and NIF',
    },
    states: {
      done: 'Done',
      inProgress: 'In progress',
      pending: 'Pending',
    },
    notice: 'You have nothing to do for now.',
    yourTurn: 'Your next step is shown below.',
  },
  calendar: {
    subtitle:
      'What an autónomo files and pays in {year} and {nextYear}, with the legal windows and deadlines.',
    next: 'Next deadline',
    dueIn: 'due {relative}',
    legend: 'Legend',
    past: 'Past',
    showPast: 'Show the past months ({count})',
    hidePast: 'Hide the past months',
    moved: 'Deadline moved',
    chargedEarlier: 'Charged earlier',
    disclaimer:
      'A guide for an autónomo in the common regime, under estimación directa, registered for VAT.',
  },
  congratulations: {
    title: 'Congratulations! Your registration as an autónomo is complete',
    body: 'You are registered with the tax agency and social security. Keep an eye on your tax calendar so you never miss a deadline.',
    calendar: 'See my tax calendar',
  },
  companyFormed: {
    title: 'Congratulations! Your company is formed',
    body: 'Your company is registered at the Registro Mercantil and has its definitive NIF. Its deeds and certificates are in your documents.',
    documents: 'See my documents',
  },
} as const;
