export default {
  products: {
    alta_autonomo: {
      name: 'Self-employed registration',
      features: {
        registration:
          'Registration with the tax agency (AEAT) and social security (TGSS), done for you',
        certificateGuide: 'A step-by-step digital certificate guide',
        priority: 'Priority processing',
        guarantee: '100 % registration guarantee or your money back',
        support: 'Support 24/7',
        bilingual: 'Help in Spanish and English',
      },
    },
    autonomo_pro: {
      name: 'Autónomo Pro',
      features: {
        freeRegistration: 'Registration included at no cost',
        quarterlyFilings: 'Quarterly VAT and income tax filings',
        annualSummaries: 'Annual summaries and a tax calendar',
        advisor: 'A personal advisor',
        vault: 'An encrypted document vault',
        support: 'Support 24/7',
      },
    },
    creation_societe: {
      name: 'Company formation',
      features: {
        articles: 'Articles of association drafted from your answers',
        filing: 'Filing with the business registry',
        publication: 'Publication of the legal notice',
        capitalDeposit: 'Online capital deposit',
        support: 'A formalities expert at your side',
      },
    },
    creation_micro: {
      name: 'Micro-entreprise registration',
      features: {
        declaration: 'Your activity declaration filed for you',
        siret: 'Your SIRET number',
        support: 'A formalities expert at your side',
      },
    },
    incorporation_ltd: {
      name: 'Private limited company',
      features: {
        incorporation: 'Incorporation at Companies House',
        registers: 'Statutory registers and share certificates',
        support: 'A formalities expert at your side',
      },
    },
  },
} as const;
