export default {
  names: {
    title: 'Your company’s name',
    description:
      'The Registro Mercantil Central checks your names in order and certifies the first one no other company holds (certificación negativa). Give up to five.',
    label: 'Name {number}',
    hint: 'Ending with S.L. for an SL, S.A. for an SA (S.L.U. or S.A.U. with a single shareholder).',
  },
  office: {
    title: 'Registered office',
    description:
      'The company’s address in Spain (domicilio social), written in the deed and the statutes.',
    street: 'Street',
    number: 'Number',
    building: 'Floor, door, block (optional)',
    postalCode: 'Postal code',
    city: 'Town',
    province: 'Province',
    provincePlaceholder: 'Choose a province',
  },
  purpose: {
    title: 'Corporate purpose',
    description:
      'What the company will do (objeto social), as the statutes will word it, and its activities in the CNAE-2009 classification.',
    label: 'Description of the activities',
    hint: 'For example: making and selling bread and pastries.',
    cnae: 'CNAE-2009 activities',
    cnaeHint: 'Search by words or by code; up to three, the main activity first.',
  },
  capital: {
    title: 'Share capital',
    description:
      'The capital the shareholders contribute, divided into shares (participaciones of an SL, acciones of an SA) of one nominal value.',
    amount: 'Share capital (€)',
    amountHint: 'At least €1 for an SL (Ley 18/2022), €60,000 for an SA.',
    nominal: 'Nominal value of one share (€)',
    nominalHint: 'The capital must be a whole number of shares: €1 a share is usual.',
    shares: 'That is {count} shares.',
    reserve:
      'Under €3,000, an SL puts 20 % of its profit into the legal reserve until reserve and capital reach €3,000, and its shareholders answer jointly for the difference up to €3,000 if it is wound up without paying its debts (art. 4 LSC).',
    quarter:
      'An SA’s capital is fully subscribed, and at least a quarter of each share is paid up at formation.',
  },
  party: {
    kind: 'Who is it?',
    person: 'A person',
    company: 'A company',
    name: 'Full name or company name',
    idNumber: 'DNI, NIE or NIF',
    idNumberHint: 'With its letter. A foreign founder needs an NIE before the deed.',
    dateOfBirth: 'Date of birth',
  },
  shareholders: {
    title: 'Shareholders',
    description:
      'Who takes the shares and what each one contributes. The shares must add up to the share capital.',
    legend: 'Shareholder {number}',
    shares: 'Number of shares',
    money: 'Money paid in (€)',
    inKind: 'Value of assets contributed (€)',
    inKindHint: 'Contributions in kind (aportaciones no dinerarias), 0 if none.',
    add: 'Add a shareholder',
    remove: 'Remove shareholder {number}',
    total: '{count} of {total} shares taken',
  },
  directors: {
    title: 'Directors',
    description:
      'Who runs the company and how (art. 210 LSC). A director need not be a shareholder.',
    boardForm: 'Form of administration',
    forms: {
      sole_director: { label: 'A sole director', hint: 'Administrador único.' },
      joint_and_several: {
        label: 'Several directors, each acting alone',
        hint: 'Administradores solidarios: two or more.',
      },
      joint: {
        label: 'Several directors acting together',
        hint: 'Administradores mancomunados: two or more (two for an SA).',
      },
      board: {
        label: 'A board of directors',
        hint: 'Consejo de administración: three or more (twelve at most for an SL).',
      },
    },
    legend: 'Director {number}',
    add: 'Add a director',
    remove: 'Remove director {number}',
  },
  statutes: {
    title: 'Statutes',
    description: 'The rules of the company, signed with the deed before the notary.',
    legend: 'Which statutes?',
    standard: {
      label: 'The standard statutes',
      hint: 'Estatutos tipo (Orden JUS/1840/2015): for an SL with a sole director, directors acting alone or two acting together. The quickest formation.',
    },
    bespoke: {
      label: 'Statutes of our own',
      hint: 'Drafted with the notary: needed for an SA or a board of directors.',
    },
  },
};
