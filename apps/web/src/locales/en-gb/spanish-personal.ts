export default {
  upload: {
    missing: 'Add the files requested before continuing.',
  },
  analysing: {
    title: 'Analysing your documents…',
    description:
      'We are reading your documents so you do not have to type what is on them. It only takes a few seconds.',
    count: '{done} of {total} read',
    reading: 'Reading',
    read: 'Read',
  },
  preview: {
    title: 'Your document',
    loading: 'Loading the document',
    open: 'Open {name}',
    zoom: 'Open {name} full size',
    unavailable: 'The document cannot be shown right now.',
  },
  id: {
    title: 'Your identity document',
    description:
      'Choose your document and upload a clear photo or scan of each side: we will read your details from it.',
    typeLegend: 'Which document do you have?',
    types: {
      SPANISH: 'DNI (front and back)',
      EU: 'EU citizen: NIE + ID card or passport',
      NON_EU: 'TIE (front and back)',
    },
    typeHints: {
      SPANISH: 'Spanish national identity card',
      EU: 'Citizens of the EU, the EEA and Switzerland',
      NON_EU: 'Foreigner identity card, for citizens of other countries',
    },
    files: {
      dniFront: 'DNI — front',
      dniBack: 'DNI — back',
      tieFront: 'TIE — front',
      tieBack: 'TIE — back',
      nie: 'NIE certificate',
      idOrPassport: 'ID card or passport',
    },
  },
  idReview: {
    title: 'Check your personal details',
    description:
      'We have filled in what we read on your document. Compare it with the document and correct anything that is wrong.',
    fullName: 'Full name',
    dateOfBirth: 'Date of birth',
    placeOfBirth: 'Place of birth',
    nationality: 'Nationality',
    idNumber: 'Document number (DNI or NIE)',
    idExpirationDate: 'Expiry date',
  },
  proof: {
    types: {
      UTILITY_BILL: 'Utility bill',
      REGISTRATION_CERTIFICATE: 'Certificate of registration (empadronamiento)',
      LEASE: 'Rental contract',
      PROPERTY_TAX_RECEIPT: 'Property tax receipt (IBI)',
    },
    typeHints: {
      UTILITY_BILL: 'Electricity, water, gas or internet, in your name',
      REGISTRATION_CERTIFICATE: 'Issued by your town hall',
      LEASE: 'Signed, with the address of the home',
      PROPERTY_TAX_RECEIPT: 'If you own the home',
    },
    home: {
      title: 'Your proof of address',
      description: 'A document in your name that shows where you live in Spain.',
      typeLegend: 'Which document proves your address?',
      uploadLabel: 'Proof of address',
    },
    fiscal: {
      typeLegend: 'Which document proves your tax address?',
      uploadLabel: 'Proof of tax address',
    },
    notification: {
      typeLegend: 'Which document proves your address for notifications?',
      uploadLabel: 'Proof of address for notifications',
    },
  },
  addressReview: {
    home: {
      title: 'Check your address',
      description:
        'We have filled in the address we read on your proof. Correct anything that is wrong.',
    },
    fiscal: {
      title: 'Check your tax address',
      description:
        'We have filled in the address we read on your proof. Correct anything that is wrong.',
    },
    notification: {
      title: 'Check your address for notifications',
      description:
        'We have filled in the address we read on your proof. Correct anything that is wrong.',
    },
    streetName: 'Street',
    streetNumber: 'Number',
    buildingNumber: 'Additional information (optional)',
    buildingNumberHint: 'Block, staircase, floor, door…',
    postalCode: 'Postal code',
    city: 'Province',
  },
  other: {
    fiscal: {
      title: 'Your tax address',
      description:
        'The tax agency writes to your tax address: usually your home, unless you run your activity from somewhere else.',
      question: 'Is your tax address different from your home address?',
    },
    notification: {
      title: 'Your address for notifications',
      description:
        'The tax agency and social security send their letters to this address. It is your home unless you choose another one.',
      question: 'Do you want notifications sent to an address other than your home?',
    },
  },
  housing: {
    title: 'Working from home',
    description:
      'If you work from home, part of its bills (electricity, water, internet) can be deducted as expenses of your activity.',
    percentage: 'Share of your home used for your activity (%)',
    percentageHint:
      'No more than 30 %. Optional: leave it empty if you do not work from home and we will record 0 %.',
    cadastralReference: 'Cadastral reference (optional)',
    cadastralReferenceHint: 'The 20 characters printed on your property tax (IBI) receipt.',
  },
} as const;
