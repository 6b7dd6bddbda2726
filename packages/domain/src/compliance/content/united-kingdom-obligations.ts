import { YES } from '../question-model.js';
import {
  hasAnswer,
  legalSource,
  officialGuide,
  type CompanyFacts,
  type ComplianceSectionContent,
  type Obligation,
} from './obligation.js';
import {
  getCompanyTaxReturnDeadline,
  getCorporationTaxPaymentDeadline,
  getCorporationTaxRegistrationDeadline,
  getFirstAccountsDeadline,
  getFirstConfirmationStatementDeadline,
} from './united-kingdom-deadlines.js';

const GOV_UK = 'https://www.gov.uk';
const ACT_2006 = 'https://www.legislation.gov.uk/ukpga/2006/46/section';

function act(section: string) {
  return legalSource(`${ACT_2006}/${section}`, {
    'en-gb': `Companies Act 2006, section ${section}`,
    'fr-fr': `Companies Act 2006, section ${section}`,
    'es-es': `Companies Act 2006, sección ${section}`,
  });
}

function guide(path: string, title: string) {
  return officialGuide(`${GOV_UK}/${path}`, {
    'en-gb': title,
    'fr-fr': `GOV.UK : ${title}`,
    'es-es': `GOV.UK: ${title}`,
  });
}

function service(id: string, path: string, title: string) {
  return {
    id,
    title: { 'en-gb': title, 'fr-fr': title, 'es-es': title },
    description: {
      'en-gb': 'Online service on GOV.UK',
      'fr-fr': 'Service en ligne sur GOV.UK',
      'es-es': 'Servicio en línea en GOV.UK',
    },
    url: `${GOV_UK}/${path}`,
    linkText: { 'en-gb': 'Start now', 'fr-fr': 'Commencer', 'es-es': 'Empezar' },
    type: 'FORM' as const,
  };
}

const hires = (facts: CompanyFacts) => hasAnswer(facts, 'uk.employees', YES);

export const UK_SECTIONS: readonly ComplianceSectionContent[] = [
  {
    key: 'uk.companies_house',
    title: { 'en-gb': 'Companies House', 'fr-fr': 'Companies House', 'es-es': 'Companies House' },
    description: {
      'en-gb':
        'Keep the public register right: statements, accounts and people with significant control.',
      'fr-fr':
        'Tenir le registre public à jour : déclarations, comptes et personnes exerçant un contrôle.',
      'es-es':
        'Mantener el registro público al día: declaraciones, cuentas y personas con control significativo.',
    },
  },
  {
    key: 'uk.hmrc',
    title: {
      'en-gb': 'HMRC: Corporation Tax and VAT',
      'fr-fr': 'HMRC : impôt sur les sociétés et TVA',
      'es-es': 'HMRC: impuesto de sociedades e IVA',
    },
    description: {
      'en-gb': 'Register, file and pay on time.',
      'fr-fr': 'S’enregistrer, déclarer et payer à temps.',
      'es-es': 'Registrarse, declarar y pagar a tiempo.',
    },
  },
  {
    key: 'uk.employer',
    title: { 'en-gb': 'Employer', 'fr-fr': 'Employeur', 'es-es': 'Empleador' },
    description: {
      'en-gb': 'Payroll, pensions and insurance once you pay people.',
      'fr-fr': 'Paie, retraite et assurance dès que vous payez quelqu’un.',
      'es-es': 'Nómina, pensiones y seguro en cuanto pague a alguien.',
    },
  },
  {
    key: 'uk.data',
    title: {
      'en-gb': 'Data protection and licences',
      'fr-fr': 'Protection des données et licences',
      'es-es': 'Protección de datos y licencias',
    },
    description: {
      'en-gb': 'The ICO fee and any licence your activity needs.',
      'fr-fr': 'La redevance de l’ICO et les licences propres à votre activité.',
      'es-es': 'La tasa de la ICO y las licencias que exija su actividad.',
    },
  },
];

/** The obligations of a UK private limited company, each citing its Act or GOV.UK page. */
export const UK_OBLIGATIONS: readonly Obligation[] = [
  {
    key: 'uk.confirmation_statement',
    section: 'uk.companies_house',
    title: {
      'en-gb': 'First confirmation statement',
      'fr-fr': 'Première déclaration de confirmation',
      'es-es': 'Primera declaración de confirmación',
    },
    description: {
      'en-gb':
        'Confirm the company’s details at least once every 12 months, within 14 days after the review period ends, and pay the fee.',
      'fr-fr':
        'Confirmez les informations de la société au moins une fois tous les 12 mois, dans les 14 jours suivant la fin de la période de revue, et payez la redevance.',
      'es-es':
        'Confirme los datos de la sociedad al menos una vez cada 12 meses, en los 14 días siguientes al fin del periodo de revisión, y pague la tasa.',
    },
    forms: [
      service(
        'CS01',
        'file-your-confirmation-statement-with-companies-house',
        'Confirmation statement (CS01)',
      ),
    ],
    sources: [
      act('853A'),
      guide(
        'file-your-confirmation-statement-with-companies-house',
        'File your confirmation statement',
      ),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getFirstConfirmationStatementDeadline(facts.registrationDate),
  },
  {
    key: 'uk.annual_accounts',
    section: 'uk.companies_house',
    title: {
      'en-gb': 'First annual accounts',
      'fr-fr': 'Premiers comptes annuels',
      'es-es': 'Primeras cuentas anuales',
    },
    description: {
      'en-gb':
        'File the first accounts with Companies House 21 months after incorporation; later accounts are due 9 months after each year end.',
      'fr-fr':
        'Déposez les premiers comptes auprès de Companies House 21 mois après la constitution ; les suivants, 9 mois après chaque clôture.',
      'es-es':
        'Deposite las primeras cuentas en Companies House 21 meses después de la constitución; las siguientes, 9 meses después de cada cierre.',
    },
    forms: [
      service(
        'accounts',
        'file-your-company-accounts-and-tax-return',
        'File your accounts and Company Tax Return',
      ),
    ],
    sources: [
      act('442'),
      act('391'),
      guide('prepare-file-annual-accounts-for-limited-company', 'Prepare and file annual accounts'),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getFirstAccountsDeadline(facts.registrationDate),
  },
  {
    key: 'uk.psc_register',
    section: 'uk.companies_house',
    title: {
      'en-gb': 'People with significant control',
      'fr-fr': 'Personnes exerçant un contrôle significatif',
      'es-es': 'Personas con control significativo',
    },
    description: {
      'en-gb':
        'Keep the PSC information up to date and tell Companies House of any change within 14 days.',
      'fr-fr':
        'Tenez à jour les informations sur les PSC et signalez tout changement à Companies House sous 14 jours.',
      'es-es':
        'Mantenga al día la información de las PSC y comunique cualquier cambio a Companies House en 14 días.',
    },
    sources: [
      act('790M'),
      act('790VA'),
      guide(
        'guidance/people-with-significant-control-pscs',
        'People with significant control (PSCs)',
      ),
    ],
    appliesTo: () => true,
  },
  {
    key: 'uk.corporation_tax_registration',
    section: 'uk.hmrc',
    title: {
      'en-gb': 'Register for Corporation Tax',
      'fr-fr': 'S’enregistrer à l’impôt sur les sociétés',
      'es-es': 'Darse de alta en el impuesto de sociedades',
    },
    description: {
      'en-gb':
        'Tell HMRC the company is active within 3 months of starting to do business (counted here from incorporation).',
      'fr-fr':
        'Indiquez à HMRC que la société est active dans les 3 mois du début de l’activité (comptés ici depuis la constitution).',
      'es-es':
        'Comunique a HMRC que la sociedad está activa en los 3 meses siguientes al inicio de la actividad (contados aquí desde la constitución).',
    },
    forms: [
      service(
        'CT41G',
        'limited-company-formation/set-up-your-company-for-corporation-tax',
        'Set up your company for Corporation Tax',
      ),
    ],
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/2004/12/section/55', {
        'en-gb': 'Finance Act 2004, section 55',
        'fr-fr': 'Finance Act 2004, section 55',
        'es-es': 'Finance Act 2004, sección 55',
      }),
      guide('corporation-tax', 'Corporation Tax'),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getCorporationTaxRegistrationDeadline(facts.registrationDate),
  },
  {
    key: 'uk.corporation_tax_payment',
    section: 'uk.hmrc',
    title: {
      'en-gb': 'Pay Corporation Tax',
      'fr-fr': 'Payer l’impôt sur les sociétés',
      'es-es': 'Pagar el impuesto de sociedades',
    },
    description: {
      'en-gb':
        'Pay the first accounting period’s Corporation Tax 9 months and 1 day after it ends; an accounting period lasts at most 12 months.',
      'fr-fr':
        'Payez l’impôt de la première période 9 mois et 1 jour après sa fin ; une période ne dépasse pas 12 mois.',
      'es-es':
        'Pague el impuesto del primer periodo 9 meses y 1 día después de su fin; un periodo no supera 12 meses.',
    },
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/1970/9/section/59D', {
        'en-gb': 'Taxes Management Act 1970, section 59D',
        'fr-fr': 'Taxes Management Act 1970, section 59D',
        'es-es': 'Taxes Management Act 1970, sección 59D',
      }),
      guide('pay-corporation-tax', 'Pay your Corporation Tax bill'),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getCorporationTaxPaymentDeadline(facts.registrationDate),
  },
  {
    key: 'uk.company_tax_return',
    section: 'uk.hmrc',
    title: {
      'en-gb': 'Company Tax Return (CT600)',
      'fr-fr': 'Déclaration d’impôt de la société (CT600)',
      'es-es': 'Declaración del impuesto de sociedades (CT600)',
    },
    description: {
      'en-gb': 'File the return for the first accounting period within 12 months of its end.',
      'fr-fr': 'Déposez la déclaration de la première période dans les 12 mois suivant sa fin.',
      'es-es': 'Presente la declaración del primer periodo en los 12 meses siguientes a su fin.',
    },
    forms: [service('CT600', 'company-tax-returns', 'Company Tax Returns')],
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/1998/36/schedule/18', {
        'en-gb': 'Finance Act 1998, schedule 18, paragraph 14',
        'fr-fr': 'Finance Act 1998, annexe 18, paragraphe 14',
        'es-es': 'Finance Act 1998, anexo 18, apartado 14',
      }),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getCompanyTaxReturnDeadline(facts.registrationDate),
  },
  {
    key: 'uk.vat_registration',
    section: 'uk.hmrc',
    title: {
      'en-gb': 'Register for VAT',
      'fr-fr': 'S’immatriculer à la TVA',
      'es-es': 'Darse de alta en el IVA',
    },
    description: {
      'en-gb':
        'Register within 30 days once taxable turnover over the last 12 months passes £90,000, or as soon as you expect it to pass in the next 30 days alone.',
      'fr-fr':
        'Immatriculez-vous sous 30 jours dès que le chiffre d’affaires taxable des 12 derniers mois dépasse 90 000 £, ou dès que vous prévoyez de le dépasser dans les 30 prochains jours.',
      'es-es':
        'Dése de alta en 30 días cuando el volumen imponible de los últimos 12 meses supere 90.000 £, o cuando prevea superarlo solo en los 30 días siguientes.',
    },
    forms: [service('VAT1', 'register-for-vat', 'Register for VAT')],
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/1994/23/schedule/1', {
        'en-gb': 'Value Added Tax Act 1994, schedule 1',
        'fr-fr': 'Value Added Tax Act 1994, annexe 1',
        'es-es': 'Value Added Tax Act 1994, anexo 1',
      }),
      guide('vat-registration', 'VAT registration'),
    ],
    appliesTo: (facts) =>
      hasAnswer(facts, 'uk.vat_turnover', 'over') || hasAnswer(facts, 'uk.vat_voluntary', YES),
  },
  {
    key: 'uk.vat_threshold_watch',
    section: 'uk.hmrc',
    title: {
      'en-gb': 'Watch the VAT threshold',
      'fr-fr': 'Surveiller le seuil de TVA',
      'es-es': 'Vigilar el umbral del IVA',
    },
    description: {
      'en-gb':
        'Check your rolling 12-month taxable turnover every month: past £90,000 you must register within 30 days.',
      'fr-fr':
        'Vérifiez chaque mois votre chiffre d’affaires taxable des 12 derniers mois : au-delà de 90 000 £, l’immatriculation est obligatoire sous 30 jours.',
      'es-es':
        'Compruebe cada mes su volumen imponible de los últimos 12 meses: por encima de 90.000 £ debe darse de alta en 30 días.',
    },
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/1994/23/schedule/1', {
        'en-gb': 'Value Added Tax Act 1994, schedule 1',
        'fr-fr': 'Value Added Tax Act 1994, annexe 1',
        'es-es': 'Value Added Tax Act 1994, anexo 1',
      }),
      guide('vat-registration/when-to-register', 'When to register for VAT'),
    ],
    appliesTo: (facts) =>
      hasAnswer(facts, 'uk.vat_turnover', 'under') && !hasAnswer(facts, 'uk.vat_voluntary', YES),
  },
  {
    key: 'uk.paye_registration',
    section: 'uk.employer',
    title: {
      'en-gb': 'Register as an employer (PAYE)',
      'fr-fr': 'S’enregistrer comme employeur (PAYE)',
      'es-es': 'Registrarse como empleador (PAYE)',
    },
    description: {
      'en-gb':
        'Register before the first payday (no earlier than 2 months before it), then report each payment to HMRC on or before payday.',
      'fr-fr':
        'Enregistrez-vous avant la première paie (au plus tôt 2 mois avant), puis déclarez chaque paiement à HMRC au plus tard le jour de paie.',
      'es-es':
        'Regístrese antes de la primera nómina (como mucho 2 meses antes) y comunique cada pago a HMRC a más tardar el día de pago.',
    },
    forms: [service('PAYE', 'register-employer', 'Register as an employer')],
    sources: [
      legalSource('https://www.legislation.gov.uk/uksi/2003/2682/contents', {
        'en-gb': 'Income Tax (PAYE) Regulations 2003',
        'fr-fr': 'Income Tax (PAYE) Regulations 2003',
        'es-es': 'Income Tax (PAYE) Regulations 2003',
      }),
    ],
    appliesTo: hires,
  },
  {
    key: 'uk.workplace_pension',
    section: 'uk.employer',
    title: {
      'en-gb': 'Workplace pension (automatic enrolment)',
      'fr-fr': 'Retraite d’entreprise (adhésion automatique)',
      'es-es': 'Pensión de empresa (adhesión automática)',
    },
    description: {
      'en-gb':
        'Set up a pension scheme, enrol eligible staff and declare compliance to The Pensions Regulator within 5 months of the first employee starting.',
      'fr-fr':
        'Mettez en place un régime de retraite, affiliez les salariés éligibles et déclarez-le au Pensions Regulator dans les 5 mois de la première embauche.',
      'es-es':
        'Cree un plan de pensiones, adhiera al personal elegible y declárelo al Pensions Regulator en los 5 meses siguientes a la primera contratación.',
    },
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/2008/30/contents', {
        'en-gb': 'Pensions Act 2008',
        'fr-fr': 'Pensions Act 2008',
        'es-es': 'Pensions Act 2008',
      }),
      guide('workplace-pensions-employers', 'Workplace pensions for employers'),
    ],
    appliesTo: hires,
  },
  {
    key: 'uk.employers_liability',
    section: 'uk.employer',
    title: {
      'en-gb': 'Employers’ liability insurance',
      'fr-fr': 'Assurance responsabilité de l’employeur',
      'es-es': 'Seguro de responsabilidad del empleador',
    },
    description: {
      'en-gb':
        'Hold cover of at least £5 million from the first employee; a company employing only its sole director-owner is exempt.',
      'fr-fr':
        'Souscrivez une couverture d’au moins 5 millions de livres dès le premier salarié ; une société n’employant que son dirigeant-associé unique en est dispensée.',
      'es-es':
        'Contrate una cobertura de al menos 5 millones de libras desde el primer empleado; una sociedad que solo emplea a su administrador y socio único está exenta.',
    },
    sources: [
      legalSource('https://www.legislation.gov.uk/ukpga/1969/57/contents', {
        'en-gb': 'Employers’ Liability (Compulsory Insurance) Act 1969',
        'fr-fr': 'Employers’ Liability (Compulsory Insurance) Act 1969',
        'es-es': 'Employers’ Liability (Compulsory Insurance) Act 1969',
      }),
      guide('employers-liability-insurance', 'Employers’ liability insurance'),
    ],
    appliesTo: hires,
  },
  {
    key: 'uk.ico_fee',
    section: 'uk.data',
    title: {
      'en-gb': 'Data protection fee (ICO)',
      'fr-fr': 'Redevance de protection des données (ICO)',
      'es-es': 'Tasa de protección de datos (ICO)',
    },
    description: {
      'en-gb':
        'Pay the ICO’s data protection fee when you start processing personal data, unless an exemption applies, and renew it every year.',
      'fr-fr':
        'Payez la redevance de l’ICO dès le début du traitement de données personnelles, sauf exemption, puis chaque année.',
      'es-es':
        'Pague la tasa de la ICO al empezar a tratar datos personales, salvo exención, y renuévela cada año.',
    },
    forms: [
      {
        id: 'ico-fee',
        title: {
          'en-gb': 'Register with the ICO',
          'fr-fr': 'S’enregistrer auprès de l’ICO',
          'es-es': 'Registrarse en la ICO',
        },
        description: {
          'en-gb': 'Online service of the ICO',
          'fr-fr': 'Service en ligne de l’ICO',
          'es-es': 'Servicio en línea de la ICO',
        },
        url: 'https://ico.org.uk/for-organisations/data-protection-fee/',
        linkText: {
          'en-gb': 'Pay the fee',
          'fr-fr': 'Payer la redevance',
          'es-es': 'Pagar la tasa',
        },
        type: 'FORM',
      },
    ],
    sources: [
      legalSource('https://www.legislation.gov.uk/uksi/2018/480/contents', {
        'en-gb': 'Data Protection (Charges and Information) Regulations 2018',
        'fr-fr': 'Data Protection (Charges and Information) Regulations 2018',
        'es-es': 'Data Protection (Charges and Information) Regulations 2018',
      }),
      guide(
        'data-protection-register-notify-ico-personal-data',
        'Data protection: register with the ICO',
      ),
    ],
    appliesTo: (facts) => hasAnswer(facts, 'uk.personal_data', YES),
  },
  {
    key: 'uk.regulated_activity',
    section: 'uk.data',
    title: {
      'en-gb': 'Your activity’s licence',
      'fr-fr': 'Licence propre à votre activité',
      'es-es': 'Licencia propia de su actividad',
    },
    description: {
      'en-gb':
        'Your activity needs a licence: a specialist checks which one and completes your plan.',
      'fr-fr':
        'Votre activité exige une licence : un spécialiste vérifie laquelle et complète votre plan.',
      'es-es':
        'Su actividad requiere una licencia: un especialista comprueba cuál y completa su plan.',
    },
    sources: [guide('licence-finder', 'Licences and permits')],
    appliesTo: (facts) => hasAnswer(facts, 'uk.regulated', YES),
  },
];
