export default {
  address: {
    title: 'Where will your company be registered?',
    description:
      'The registered office (siège social) is the official address of your business: it appears on the Kbis and on your invoices.',
    sameAsPersonal: 'Is your company registered at your home address?',
    homeAddress: 'Your home address',
    homeHint:
      'Your home becomes the registered office. If your lease or the building’s rules forbid business use, the law still allows it for up to 5 years.',
    companyAddress: 'Address of the registered office',
    addressType: 'What kind of address is it?',
    types: {
      DOMICILIATION: {
        label: 'A domiciliation company',
        hint: 'A company that provides your business address under a domiciliation contract. You will be asked for the contract.',
      },
      COMMERCIAL_LEASE: {
        label: 'Premises under a commercial lease',
        hint: 'Offices, a shop or a workshop rented under a commercial lease (bail commercial). You will be asked for the lease.',
      },
    },
  },
  name: {
    title: 'What is your company’s name?',
    description:
      'The name (dénomination sociale) under which your company will be registered and known.',
    label: 'Company name',
    microTitle: 'Would you like a trading name?',
    microDescription:
      'A micro-entreprise trades under your own first and last names. You can add a trading name (nom commercial) to use on your invoices, your shop front or your website, or leave this empty.',
    microLabel: 'Trading name (optional)',
    availability: 'Check that no one already uses this name for a similar activity:',
    availabilityLink: 'search it on data.inpi.fr',
  },
  activity: {
    title: 'What will your business do?',
    description:
      'Your activities decide where your business is registered and which rules apply to it.',
    search: {
      label: 'Activities (NAF/APE codes)',
      hint: 'Search the official list by keyword or code and choose 1 to {max} activities. The first one is your main activity.',
      placeholder: 'e.g. bakery, 62.01Z',
      searching: 'Searching…',
      typeMore: 'Type at least 2 characters.',
      noResults: 'No activity matches “{query}”.',
      failed: 'The search is unavailable. Try again in a moment.',
      found: {
        one: '1 activity found. Use the up and down arrows to browse, Enter to choose.',
        other: '{count} activities found. Use the up and down arrows to browse, Enter to choose.',
      },
      chosen: 'Chosen activities',
      main: 'Main activity',
      remove: 'Remove {activity}',
      added: '{activity} added.',
      full: 'You have chosen {max} activities, the most allowed. Remove one to choose another.',
    },
    socialObject: {
      label: 'Business purpose (objet social)',
      hint: 'Describe what your company does in a sentence or two, e.g. “Design, development and maintenance of websites and mobile applications”. It will be written in the articles of association.',
      microLabel: 'Description of your activity',
      microHint: 'Describe your activity in a few words, e.g. “Website development”.',
      counter: '{count} characters (at least {min})',
    },
    type: {
      legend: 'What kind of activity is it?',
      COMMERCIAL: {
        label: 'Commercial',
        hint: 'Buying and reselling goods, online shops, restaurants, accommodation, estate agency…',
      },
      ARTISANAL: {
        label: 'Artisanal',
        hint: 'Making, transforming or repairing products, or services by a craftsperson: baker, plumber, hairdresser…',
      },
      LIBERAL: {
        label: 'Liberal (professional services)',
        hint: 'Intellectual services: consulting, software development, training, design, coaching…',
      },
    },
  },
  artisanal: {
    title: 'Is your activity artisanal?',
    description:
      'An activity is artisanal when you make, transform or repair products, or provide services that call for a craftsperson’s skills: a baker, a cabinetmaker, a plumber, a hairdresser, a car mechanic… Artisanal businesses are registered with the Chambre de métiers et de l’artisanat.',
    legend: 'Artisanal activity',
    yesHint: 'You make, transform or repair things, or work as a craftsperson.',
    noHint: 'You buy and resell, or provide services that are not a craft.',
  },
  lifetime: {
    title: 'How long will your company last?',
    description:
      'The articles of association set the company’s lifetime (durée). When it ends, the company is dissolved unless its partners extend it.',
    label: 'Duration in years',
    hint: 'At most 99 years (Code civil, art. 1838), which is what almost every company chooses. It can be extended before it ends.',
  },
  vat: {
    title: 'Which VAT regime do you want?',
    description:
      'It decides whether you charge VAT to your customers and how often you declare it. You can change it later.',
    regime: 'VAT regime',
    regimes: {
      FRANCHISE: {
        label: 'Franchise en base (no VAT)',
        hint: 'You don’t charge VAT and can’t recover the VAT on your purchases, as long as your yearly turnover stays under the thresholds (currently €85,000 for sales of goods, €37,500 for services).',
      },
      REEL_SIMPLIFIE: {
        label: 'Régime réel simplifié',
        hint: 'You charge VAT and recover the VAT on your purchases. One return a year, with two instalments paid during the year.',
      },
      REEL_NORMAL: {
        label: 'Régime réel normal',
        hint: 'You charge and recover VAT and declare it every month, or every quarter when the VAT due is under €4,000 a year. Useful to recover the VAT on large purchases quickly.',
      },
    },
    frequency: 'How often will you declare VAT?',
    frequencies: {
      MONTHLY: { label: 'Every month', hint: 'A return (CA3) each month.' },
      QUARTERLY: {
        label: 'Every quarter',
        hint: 'A return (CA3) each quarter, allowed when the VAT due is under €4,000 a year.',
      },
      ANNUAL: {
        label: 'Once a year',
        hint: 'One annual return (CA12), with instalments in July and December.',
      },
    },
  },
  endOfFinancialYear: {
    title: 'When does your financial year end?',
    description: 'Your accounts are closed on this date every year.',
    legend: 'End of the financial year',
    day: 'Day',
    month: 'Month',
    hint: 'Your first financial year starts when the company is registered and ends the next time this date comes round, so it may be shorter than 12 months. Most companies close on 31 December.',
  },
  expectedVolume: {
    title: 'How much money will go through your business each month?',
    description:
      'An estimate of the payments you expect to receive and make each month is enough. Banks ask for it when they open a business account.',
    legend: 'Monthly payments',
    lessThan: 'Less than {amount}',
    between: '{from} to {to}',
    moreThan: 'More than {amount}',
  },
  contact: {
    title: 'How can your business be contacted?',
    description:
      'The e-mail address and phone number of your business, given to the registry and the tax office.',
    email: 'Business e-mail address',
    emailHint: 'We suggest the address you signed up with; you can use another.',
    phone: 'Business phone number',
  },
  urssaf: {
    title: 'How often do you want to declare to URSSAF?',
    description:
      'You declare your income and pay your social contributions to URSSAF. Over a year you pay the same; only the rhythm changes.',
    legend: 'Declarations and payments to URSSAF',
    MONTHLY: { label: 'Every month', hint: 'Smaller payments, spread evenly over the year.' },
    QUARTERLY: { label: 'Every quarter', hint: 'Fewer declarations: four a year.' },
  },
  fiscalOption: {
    title: 'Do you want to pay your income tax with your contributions?',
    what: 'With the versement libératoire de l’impôt sur le revenu, you pay your income tax at the same time as your URSSAF contributions, as a fixed share of your turnover: 1% for sales of goods, 1.7% for other commercial and artisanal services, 2.2% for liberal professions. That income is then not taxed again.',
    without:
      'Without it, your profit after a flat-rate allowance is added to your household’s other income and taxed at the usual progressive rates.',
    condition:
      'You can choose it only if your household’s revenu fiscal de référence for {year} (on the tax notice you received in {noticeYear}) is under the yearly limit, about €29,000 per share (part) of the household.',
    legend: 'Versement libératoire',
    yesHint: 'Your income tax is paid with your contributions, as a share of your turnover.',
    noHint: 'Your profit is taxed with your household’s income.',
  },
} as const;
