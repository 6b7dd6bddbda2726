import { YES } from '../question-model.js';
import {
  getAnnualReturnDeadline,
  getApprovalDeadline,
  getCfeDeadline,
  getFilingDeadline,
  getFirstCa3Deadline,
  getFirstUrssafDeclarationDeadline,
  getFirstYearEnd,
} from './france-deadlines.js';
import {
  article,
  AUTOENTREPRENEUR,
  CODE,
  GUICHET_UNIQUE,
  IMPOTS_PRO,
  NET_ENTREPRISES,
  SERVICE_PUBLIC,
  URSSAF,
} from './france-sources.js';
import {
  hasAnswer,
  legalSource,
  officialGuide,
  type CompanyFacts,
  type ComplianceSectionContent,
  type Obligation,
} from './obligation.js';

const isCompany = (facts: CompanyFacts) => facts.legalForm === 'SASU' || facts.legalForm === 'EURL';
const isMicro = (facts: CompanyFacts) => facts.legalForm === 'MICROENTERPRISE';
const hires = (facts: CompanyFacts) => hasAnswer(facts, 'fr.employees', YES);
const hasYearEnd = (facts: CompanyFacts) => isCompany(facts) && Boolean(getFirstYearEnd(facts));

function afterFirstYearEnd(compute: (yearEnd: string) => string) {
  return (facts: CompanyFacts) => compute(getFirstYearEnd(facts) ?? facts.registrationDate);
}

export const FRENCH_SECTIONS: readonly ComplianceSectionContent[] = [
  {
    key: 'fr.tax',
    title: { 'fr-fr': 'Impôts et TVA', 'en-gb': 'Taxes and VAT', 'es-es': 'Impuestos e IVA' },
    description: {
      'fr-fr': 'Vos déclarations auprès du service des impôts des entreprises.',
      'en-gb': 'Your returns to the business tax office.',
      'es-es': 'Sus declaraciones ante la oficina tributaria de empresas.',
    },
  },
  {
    key: 'fr.accounts',
    title: {
      'fr-fr': 'Comptes annuels et vie sociale',
      'en-gb': 'Annual accounts and corporate records',
      'es-es': 'Cuentas anuales y vida societaria',
    },
    description: {
      'fr-fr': 'Approuver et déposer les comptes, tenir les registres de la société.',
      'en-gb': 'Approve and file the accounts, keep the company’s registers.',
      'es-es': 'Aprobar y depositar las cuentas, llevar los registros de la sociedad.',
    },
  },
  {
    key: 'fr.social',
    title: {
      'fr-fr': 'Urssaf et protection sociale',
      'en-gb': 'Urssaf and social security',
      'es-es': 'Urssaf y protección social',
    },
    description: {
      'fr-fr': 'Vos déclarations de revenus ou de chiffre d’affaires à l’Urssaf.',
      'en-gb': 'Your income or turnover declarations to the Urssaf.',
      'es-es': 'Sus declaraciones de ingresos o de volumen de negocio a la Urssaf.',
    },
  },
  {
    key: 'fr.employer',
    title: { 'fr-fr': 'Employeur', 'en-gb': 'Employer', 'es-es': 'Empleador' },
    description: {
      'fr-fr': 'Ce que la loi demande avant et après la première embauche.',
      'en-gb': 'What the law asks before and after the first hire.',
      'es-es': 'Lo que exige la ley antes y después de la primera contratación.',
    },
  },
  {
    key: 'fr.data',
    title: {
      'fr-fr': 'Données personnelles et vente',
      'en-gb': 'Personal data and selling',
      'es-es': 'Datos personales y venta',
    },
    description: {
      'fr-fr': 'RGPD, site internet et ventes dans l’Union européenne.',
      'en-gb': 'GDPR, your website and sales within the European Union.',
      'es-es': 'RGPD, sitio web y ventas en la Unión Europea.',
    },
  },
];

/**
 * The obligations of a French SASU, EURL or micro-entreprise. Each cites the
 * article it rests on; the dates follow from the facts (see france-deadlines).
 */
export const FRENCH_OBLIGATIONS: readonly Obligation[] = [
  {
    key: 'fr.cfe_initial_declaration',
    section: 'fr.tax',
    title: {
      'fr-fr': 'Déclaration initiale de CFE (1447-C-SD)',
      'en-gb': 'Initial business property tax (CFE) return (1447-C-SD)',
      'es-es': 'Declaración inicial de la CFE (1447-C-SD)',
    },
    description: {
      'fr-fr':
        'Déclarez vos locaux avant le 31 décembre de l’année de création. La CFE n’est pas due la première année et sa base est réduite de moitié la deuxième.',
      'en-gb':
        'Declare your premises before 31 December of the year of creation. No CFE is due for the first year and its base is halved in the second.',
      'es-es':
        'Declare sus locales antes del 31 de diciembre del año de creación. La CFE no se paga el primer año y su base se reduce a la mitad el segundo.',
    },
    forms: [
      {
        id: '1447-C-SD',
        title: {
          'fr-fr': 'Formulaire 1447-C-SD',
          'en-gb': 'Form 1447-C-SD',
          'es-es': 'Formulario 1447-C-SD',
        },
        description: {
          'fr-fr': 'Déclaration initiale de cotisation foncière des entreprises',
          'en-gb': 'Initial declaration of the business property tax',
          'es-es': 'Declaración inicial de la cotización territorial de empresas',
        },
        url: 'https://www.impots.gouv.fr/professionnel',
        linkText: {
          'fr-fr': 'Déposer en ligne',
          'en-gb': 'File online',
          'es-es': 'Presentar en línea',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.tax,
        'CGI, article 1477',
        'French Tax Code, article 1477',
        'CGI francés, artículo 1477',
      ),
      legalSource('https://bofip.impots.gouv.fr/node/3634', {
        'fr-fr': 'BOI-IF-CFE-30-20',
        'en-gb': 'Tax doctrine BOI-IF-CFE-30-20',
        'es-es': 'Doctrina BOI-IF-CFE-30-20',
      }),
    ],
    appliesTo: () => true,
    getDueDate: (facts) => getCfeDeadline(facts.registrationDate),
  },
  {
    key: 'fr.vat_franchise',
    section: 'fr.tax',
    title: {
      'fr-fr': 'Franchise en base de TVA : mentions et seuils',
      'en-gb': 'VAT basic exemption: invoice wording and thresholds',
      'es-es': 'Franquicia de IVA: menciones y umbrales',
    },
    description: {
      'fr-fr':
        'Portez la mention « TVA non applicable, art. 293 B du CGI » sur vos factures et surveillez votre chiffre d’affaires : au-delà des seuils, la TVA est due.',
      'en-gb':
        'Print “TVA non applicable, art. 293 B du CGI” on your invoices and watch your turnover: above the thresholds, VAT is due.',
      'es-es':
        'Indique «TVA non applicable, art. 293 B du CGI» en sus facturas y vigile su volumen de negocio: por encima de los umbrales, se debe el IVA.',
    },
    sources: [
      article(
        CODE.tax,
        'CGI, article 293 B',
        'French Tax Code, article 293 B',
        'CGI francés, artículo 293 B',
      ),
    ],
    appliesTo: (facts) => hasAnswer(facts, 'fr.vat_regime', 'franchise'),
  },
  {
    key: 'fr.vat_ca12',
    section: 'fr.tax',
    title: {
      'fr-fr': 'Déclaration annuelle de TVA (CA12)',
      'en-gb': 'Annual VAT return (CA12)',
      'es-es': 'Declaración anual de IVA (CA12)',
    },
    description: {
      'fr-fr':
        'Au réel simplifié, déclarez la TVA de l’exercice en une fois ; des acomptes sont ensuite dus en juillet et en décembre.',
      'en-gb':
        'Under the simplified regime, declare the year’s VAT at once; instalments then fall due in July and December.',
      'es-es':
        'En el régimen simplificado, declare el IVA del ejercicio de una vez; después se pagan anticipos en julio y diciembre.',
    },
    forms: [
      {
        id: '3517-S-SD',
        title: {
          'fr-fr': 'Formulaire CA12 (3517-S-SD)',
          'en-gb': 'Form CA12 (3517-S-SD)',
          'es-es': 'Formulario CA12 (3517-S-SD)',
        },
        description: {
          'fr-fr': 'Déclaration annuelle de TVA du régime simplifié',
          'en-gb': 'Annual VAT return of the simplified regime',
          'es-es': 'Declaración anual de IVA del régimen simplificado',
        },
        url: 'https://www.impots.gouv.fr/professionnel',
        linkText: {
          'fr-fr': 'Déclarer en ligne',
          'en-gb': 'File online',
          'es-es': 'Declarar en línea',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.tax,
        'CGI, article 287',
        'French Tax Code, article 287',
        'CGI francés, artículo 287',
      ),
      legalSource(CODE.tax, {
        'fr-fr': 'CGI, annexe II, article 242 sexies',
        'en-gb': 'French Tax Code, annex II, article 242 sexies',
        'es-es': 'CGI francés, anexo II, artículo 242 sexies',
      }),
    ],
    appliesTo: (facts) => hasAnswer(facts, 'fr.vat_regime', 'reel_simplifie'),
    getDueDate: (facts) =>
      getAnnualReturnDeadline(
        getFirstYearEnd(facts) ?? `${facts.registrationDate.slice(0, 4)}-12-31`,
      ),
  },
  {
    key: 'fr.vat_ca3',
    section: 'fr.tax',
    title: {
      'fr-fr': 'Déclarations de TVA (CA3)',
      'en-gb': 'VAT returns (CA3)',
      'es-es': 'Declaraciones de IVA (CA3)',
    },
    description: {
      'fr-fr':
        'Au réel normal, déclarez et payez la TVA de chaque période entre le 15 et le 24 du mois suivant, à la date fixée dans votre espace professionnel.',
      'en-gb':
        'Under the normal regime, file and pay each period’s VAT between the 15th and the 24th of the following month, on the day shown in your business area.',
      'es-es':
        'En el régimen normal, declare y pague el IVA de cada periodo entre el 15 y el 24 del mes siguiente, en la fecha indicada en su espacio profesional.',
    },
    forms: [
      {
        id: '3310-CA3-SD',
        title: {
          'fr-fr': 'Formulaire CA3 (3310-CA3-SD)',
          'en-gb': 'Form CA3 (3310-CA3-SD)',
          'es-es': 'Formulario CA3 (3310-CA3-SD)',
        },
        description: {
          'fr-fr': 'Déclaration de TVA mensuelle ou trimestrielle',
          'en-gb': 'Monthly or quarterly VAT return',
          'es-es': 'Declaración de IVA mensual o trimestral',
        },
        url: 'https://www.impots.gouv.fr/professionnel',
        linkText: {
          'fr-fr': 'Déclarer en ligne',
          'en-gb': 'File online',
          'es-es': 'Declarar en línea',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.tax,
        'CGI, article 287',
        'French Tax Code, article 287',
        'CGI francés, artículo 287',
      ),
      IMPOTS_PRO,
    ],
    appliesTo: (facts) => hasAnswer(facts, 'fr.vat_regime', 'reel_normal'),
    getDueDate: getFirstCa3Deadline,
  },
  {
    key: 'fr.corporate_tax_return',
    section: 'fr.tax',
    title: {
      'fr-fr': 'Déclaration de résultats (liasse fiscale 2065)',
      'en-gb': 'Corporate income tax return (form 2065)',
      'es-es': 'Declaración del impuesto de sociedades (formulario 2065)',
    },
    description: {
      'fr-fr':
        'Déposez la déclaration de résultats de votre premier exercice et ses annexes, par voie électronique.',
      'en-gb': 'File the return for your first financial year and its schedules, electronically.',
      'es-es': 'Presente la declaración de su primer ejercicio y sus anexos, por vía electrónica.',
    },
    forms: [
      {
        id: '2065-SD',
        title: {
          'fr-fr': 'Formulaire 2065-SD',
          'en-gb': 'Form 2065-SD',
          'es-es': 'Formulario 2065-SD',
        },
        description: {
          'fr-fr': 'Impôt sur les sociétés, déclaration de résultats',
          'en-gb': 'Corporate income tax return',
          'es-es': 'Declaración del impuesto de sociedades',
        },
        url: 'https://www.impots.gouv.fr/professionnel',
        linkText: {
          'fr-fr': 'Déclarer en ligne',
          'en-gb': 'File online',
          'es-es': 'Declarar en línea',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.tax,
        'CGI, article 223',
        'French Tax Code, article 223',
        'CGI francés, artículo 223',
      ),
    ],
    appliesTo: hasYearEnd,
    getDueDate: afterFirstYearEnd(getAnnualReturnDeadline),
  },
  {
    key: 'fr.accounts_approval',
    section: 'fr.accounts',
    title: {
      'fr-fr': 'Approbation des comptes du premier exercice',
      'en-gb': 'Approval of the first year’s accounts',
      'es-es': 'Aprobación de las cuentas del primer ejercicio',
    },
    description: {
      'fr-fr':
        'L’associé unique approuve les comptes dans les six mois de la clôture et décide de l’affectation du résultat.',
      'en-gb':
        'The sole shareholder approves the accounts within six months of the year end and decides how to allocate the result.',
      'es-es':
        'El socio único aprueba las cuentas en los seis meses siguientes al cierre y decide la aplicación del resultado.',
    },
    sources: [
      article(
        CODE.commerce,
        'Code de commerce, article L227-9 (SASU)',
        'Commercial Code, article L227-9 (SASU)',
        'Código de comercio, artículo L227-9 (SASU)',
      ),
      article(
        CODE.commerce,
        'Code de commerce, article L223-31 (EURL)',
        'Commercial Code, article L223-31 (EURL)',
        'Código de comercio, artículo L223-31 (EURL)',
      ),
    ],
    appliesTo: hasYearEnd,
    getDueDate: afterFirstYearEnd(getApprovalDeadline),
  },
  {
    key: 'fr.accounts_filing',
    section: 'fr.accounts',
    title: {
      'fr-fr': 'Dépôt des comptes annuels au greffe',
      'en-gb': 'Filing the annual accounts at the commercial court registry',
      'es-es': 'Depósito de las cuentas anuales en el registro mercantil',
    },
    description: {
      'fr-fr':
        'Déposez les comptes approuvés dans le mois qui suit l’approbation (deux mois en ligne), sur le guichet unique. Vous pouvez demander leur confidentialité.',
      'en-gb':
        'File the approved accounts within one month of approval (two months online) through the one-stop portal. You may ask for them to be kept confidential.',
      'es-es':
        'Deposite las cuentas aprobadas en el mes siguiente a la aprobación (dos meses en línea) en la ventanilla única. Puede pedir su confidencialidad.',
    },
    forms: [
      {
        id: 'depot-comptes',
        title: {
          'fr-fr': 'Dépôt des comptes',
          'en-gb': 'Accounts filing',
          'es-es': 'Depósito de cuentas',
        },
        description: {
          'fr-fr': 'Formalité sur le guichet unique des entreprises',
          'en-gb': 'Formality on the businesses’ one-stop portal',
          'es-es': 'Trámite en la ventanilla única de empresas',
        },
        url: GUICHET_UNIQUE,
        linkText: {
          'fr-fr': 'Ouvrir le guichet unique',
          'en-gb': 'Open the portal',
          'es-es': 'Abrir la ventanilla única',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.commerce,
        'Code de commerce, article L232-23 (SASU)',
        'Commercial Code, article L232-23 (SASU)',
        'Código de comercio, artículo L232-23 (SASU)',
      ),
      article(
        CODE.commerce,
        'Code de commerce, article L232-22 (EURL)',
        'Commercial Code, article L232-22 (EURL)',
        'Código de comercio, artículo L232-22 (EURL)',
      ),
    ],
    appliesTo: hasYearEnd,
    getDueDate: afterFirstYearEnd(getFilingDeadline),
  },
  {
    key: 'fr.decisions_register',
    section: 'fr.accounts',
    title: {
      'fr-fr': 'Registre des décisions de l’associé unique',
      'en-gb': 'Register of the sole shareholder’s decisions',
      'es-es': 'Registro de decisiones del socio único',
    },
    description: {
      'fr-fr':
        'Consignez chaque décision de l’associé unique, à commencer par l’approbation des comptes, dans un registre coté et paraphé ou électronique.',
      'en-gb':
        'Record every decision of the sole shareholder, starting with the approval of the accounts, in a numbered and initialled or electronic register.',
      'es-es':
        'Anote cada decisión del socio único, empezando por la aprobación de las cuentas, en un registro foliado y rubricado o electrónico.',
    },
    sources: [
      article(
        CODE.commerce,
        'Code de commerce, article L227-9 (SASU)',
        'Commercial Code, article L227-9 (SASU)',
        'Código de comercio, artículo L227-9 (SASU)',
      ),
      article(
        CODE.commerce,
        'Code de commerce, article L223-31 (EURL)',
        'Commercial Code, article L223-31 (EURL)',
        'Código de comercio, artículo L223-31 (EURL)',
      ),
    ],
    appliesTo: hasYearEnd,
    getDueDate: afterFirstYearEnd(getApprovalDeadline),
  },
  {
    key: 'fr.beneficial_owners',
    section: 'fr.accounts',
    title: {
      'fr-fr': 'Bénéficiaires effectifs : mise à jour',
      'en-gb': 'Beneficial owners: keeping them up to date',
      'es-es': 'Titulares reales: actualización',
    },
    description: {
      'fr-fr':
        'Toute modification des bénéficiaires effectifs (parts, contrôle) se déclare au registre dans les trente jours.',
      'en-gb':
        'Any change in the beneficial owners (shares, control) must be declared to the register within thirty days.',
      'es-es':
        'Todo cambio de los titulares reales (participaciones, control) se declara al registro en un plazo de treinta días.',
    },
    forms: [
      {
        id: 'rbe',
        title: {
          'fr-fr': 'Déclaration des bénéficiaires effectifs',
          'en-gb': 'Beneficial owners declaration',
          'es-es': 'Declaración de titulares reales',
        },
        description: {
          'fr-fr': 'Formalité modificative sur le guichet unique',
          'en-gb': 'Change filed on the one-stop portal',
          'es-es': 'Trámite de modificación en la ventanilla única',
        },
        url: GUICHET_UNIQUE,
        linkText: {
          'fr-fr': 'Ouvrir le guichet unique',
          'en-gb': 'Open the portal',
          'es-es': 'Abrir la ventanilla única',
        },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.monetary,
        'Code monétaire et financier, article L561-46',
        'Monetary and Financial Code, article L561-46',
        'Código monetario y financiero, artículo L561-46',
      ),
      article(
        CODE.monetary,
        'Code monétaire et financier, article R561-55',
        'Monetary and Financial Code, article R561-55',
        'Código monetario y financiero, artículo R561-55',
      ),
    ],
    appliesTo: isCompany,
  },
  {
    key: 'fr.president_social',
    section: 'fr.social',
    title: {
      'fr-fr': 'Rémunération du président : DSN et cotisations',
      'en-gb': 'The president’s pay: DSN and contributions',
      'es-es': 'Remuneración del presidente: DSN y cotizaciones',
    },
    description: {
      'fr-fr':
        'Le président de SASU est assimilé salarié : s’il est rémunéré, la société déclare et paie ses cotisations chaque mois par la DSN. Sans rémunération, aucune déclaration sociale n’est due pour lui.',
      'en-gb':
        'A SASU’s president counts as an employee: if paid, the company declares and pays the contributions each month through the DSN. Unpaid, no social declaration is due for them.',
      'es-es':
        'El presidente de una SASU se asimila a un asalariado: si está remunerado, la sociedad declara y paga sus cotizaciones cada mes mediante la DSN. Sin remuneración, no se debe ninguna declaración social.',
    },
    sources: [
      article(
        CODE.socialSecurity,
        'Code de la sécurité sociale, article L311-3',
        'Social Security Code, article L311-3',
        'Código de la seguridad social, artículo L311-3',
      ),
      officialGuide(NET_ENTREPRISES, {
        'fr-fr': 'net-entreprises.fr',
        'en-gb': 'net-entreprises.fr',
        'es-es': 'net-entreprises.fr',
      }),
    ],
    appliesTo: (facts) => facts.legalForm === 'SASU',
  },
  {
    key: 'fr.manager_social',
    section: 'fr.social',
    title: {
      'fr-fr': 'Cotisations du gérant (travailleur indépendant)',
      'en-gb': 'The manager’s contributions (self-employed)',
      'es-es': 'Cotizaciones del gerente (trabajador independiente)',
    },
    description: {
      'fr-fr':
        'Le gérant associé unique d’EURL relève des travailleurs indépendants : il déclare chaque année ses revenus professionnels avec sa déclaration de revenus et l’Urssaf ajuste ses cotisations.',
      'en-gb':
        'The EURL’s sole-shareholder manager is self-employed: they declare their business income each year with their income tax return and the Urssaf adjusts their contributions.',
      'es-es':
        'El gerente socio único de una EURL es trabajador independiente: declara cada año sus ingresos profesionales con su declaración de la renta y la Urssaf ajusta sus cotizaciones.',
    },
    sources: [
      article(
        CODE.socialSecurity,
        'Code de la sécurité sociale, article L613-2',
        'Social Security Code, article L613-2',
        'Código de la seguridad social, artículo L613-2',
      ),
      officialGuide(URSSAF, { 'fr-fr': 'urssaf.fr', 'en-gb': 'urssaf.fr', 'es-es': 'urssaf.fr' }),
    ],
    appliesTo: (facts) => facts.legalForm === 'EURL',
  },
  {
    key: 'fr.micro_turnover_declaration',
    section: 'fr.social',
    title: {
      'fr-fr': 'Déclaration de chiffre d’affaires à l’Urssaf',
      'en-gb': 'Turnover declaration to the Urssaf',
      'es-es': 'Declaración del volumen de negocio a la Urssaf',
    },
    description: {
      'fr-fr':
        'Déclarez votre chiffre d’affaires, même nul, chaque mois ou chaque trimestre ; la première déclaration attend la fin du 90e jour d’activité.',
      'en-gb':
        'Declare your turnover, even when nil, every month or quarter; the first declaration waits for the end of your 90th day of activity.',
      'es-es':
        'Declare su volumen de negocio, aunque sea nulo, cada mes o cada trimestre; la primera declaración espera al final del día 90 de actividad.',
    },
    forms: [
      {
        id: 'urssaf-ca',
        title: {
          'fr-fr': 'Déclaration de chiffre d’affaires',
          'en-gb': 'Turnover declaration',
          'es-es': 'Declaración del volumen de negocio',
        },
        description: {
          'fr-fr': 'Sur le site des micro-entrepreneurs de l’Urssaf',
          'en-gb': 'On the Urssaf’s micro-entrepreneur site',
          'es-es': 'En el sitio de microempresarios de la Urssaf',
        },
        url: AUTOENTREPRENEUR,
        linkText: { 'fr-fr': 'Déclarer', 'en-gb': 'Declare', 'es-es': 'Declarar' },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.socialSecurity,
        'Code de la sécurité sociale, article L613-7',
        'Social Security Code, article L613-7',
        'Código de la seguridad social, artículo L613-7',
      ),
    ],
    appliesTo: isMicro,
    getDueDate: getFirstUrssafDeclarationDeadline,
  },
  {
    key: 'fr.micro_bank_account',
    section: 'fr.social',
    title: {
      'fr-fr': 'Compte bancaire dédié',
      'en-gb': 'A dedicated bank account',
      'es-es': 'Cuenta bancaria dedicada',
    },
    description: {
      'fr-fr':
        'Un compte réservé à l’activité devient obligatoire quand le chiffre d’affaires dépasse 10 000 € deux années civiles de suite ; l’ouvrir dès le début simplifie vos déclarations.',
      'en-gb':
        'An account kept for the business becomes compulsory once turnover exceeds €10,000 two calendar years in a row; opening it from the start keeps your declarations simple.',
      'es-es':
        'Una cuenta reservada a la actividad es obligatoria cuando el volumen de negocio supera 10.000 € dos años naturales seguidos; abrirla desde el inicio simplifica sus declaraciones.',
    },
    sources: [
      article(
        CODE.socialSecurity,
        'Code de la sécurité sociale, article L613-10',
        'Social Security Code, article L613-10',
        'Código de la seguridad social, artículo L613-10',
      ),
    ],
    appliesTo: isMicro,
  },
  {
    key: 'fr.dpae',
    section: 'fr.employer',
    title: {
      'fr-fr': 'Déclaration préalable à l’embauche (DPAE)',
      'en-gb': 'Pre-hiring declaration (DPAE)',
      'es-es': 'Declaración previa a la contratación (DPAE)',
    },
    description: {
      'fr-fr': 'Déclarez chaque salarié à l’Urssaf dans les huit jours qui précèdent son embauche.',
      'en-gb': 'Declare each employee to the Urssaf in the eight days before they start.',
      'es-es': 'Declare a cada empleado a la Urssaf en los ocho días anteriores a su contratación.',
    },
    forms: [
      {
        id: 'dpae',
        title: { 'fr-fr': 'DPAE', 'en-gb': 'DPAE', 'es-es': 'DPAE' },
        description: {
          'fr-fr': 'Déclaration en ligne',
          'en-gb': 'Online declaration',
          'es-es': 'Declaración en línea',
        },
        url: NET_ENTREPRISES,
        linkText: { 'fr-fr': 'Déclarer', 'en-gb': 'Declare', 'es-es': 'Declarar' },
        type: 'FORM',
      },
    ],
    sources: [
      article(
        CODE.labour,
        'Code du travail, article L1221-10',
        'Labour Code, article L1221-10',
        'Código de trabajo, artículo L1221-10',
      ),
      article(
        CODE.labour,
        'Code du travail, article R1221-5',
        'Labour Code, article R1221-5',
        'Código de trabajo, artículo R1221-5',
      ),
    ],
    appliesTo: hires,
  },
  {
    key: 'fr.dsn',
    section: 'fr.employer',
    title: {
      'fr-fr': 'Déclaration sociale nominative (DSN) mensuelle',
      'en-gb': 'Monthly payroll declaration (DSN)',
      'es-es': 'Declaración social nominativa (DSN) mensual',
    },
    description: {
      'fr-fr':
        'Chaque mois après la paie, transmettez la DSN le 5 (50 salariés et plus) ou le 15 du mois suivant.',
      'en-gb':
        'Each month after payroll, send the DSN by the 5th (50 employees or more) or the 15th of the following month.',
      'es-es':
        'Cada mes después de la nómina, envíe la DSN el día 5 (50 empleados o más) o el 15 del mes siguiente.',
    },
    sources: [
      article(
        CODE.socialSecurity,
        'Code de la sécurité sociale, article L133-5-3',
        'Social Security Code, article L133-5-3',
        'Código de la seguridad social, artículo L133-5-3',
      ),
      officialGuide(NET_ENTREPRISES, {
        'fr-fr': 'net-entreprises.fr',
        'en-gb': 'net-entreprises.fr',
        'es-es': 'net-entreprises.fr',
      }),
    ],
    appliesTo: hires,
  },
  {
    key: 'fr.occupational_health',
    section: 'fr.employer',
    title: {
      'fr-fr': 'Santé au travail',
      'en-gb': 'Occupational health',
      'es-es': 'Salud laboral',
    },
    description: {
      'fr-fr':
        'Adhérez à un service de prévention et de santé au travail ; chaque salarié y passe une visite d’information et de prévention dans les trois mois de sa prise de poste.',
      'en-gb':
        'Join an occupational health service; each employee has an information and prevention visit within three months of starting.',
      'es-es':
        'Adhiérase a un servicio de prevención y salud laboral; cada empleado pasa una visita de información y prevención en los tres meses siguientes a su incorporación.',
    },
    sources: [
      article(
        CODE.labour,
        'Code du travail, article L4622-1',
        'Labour Code, article L4622-1',
        'Código de trabajo, artículo L4622-1',
      ),
      article(
        CODE.labour,
        'Code du travail, article R4624-10',
        'Labour Code, article R4624-10',
        'Código de trabajo, artículo R4624-10',
      ),
    ],
    appliesTo: hires,
  },
  {
    key: 'fr.duerp',
    section: 'fr.employer',
    title: {
      'fr-fr': 'Document unique d’évaluation des risques (DUERP)',
      'en-gb': 'Single risk assessment document (DUERP)',
      'es-es': 'Documento único de evaluación de riesgos (DUERP)',
    },
    description: {
      'fr-fr':
        'Dès le premier salarié, évaluez les risques professionnels, consignez-les dans le document unique et tenez-le à jour.',
      'en-gb':
        'From the first employee, assess the risks at work, record them in the single document and keep it up to date.',
      'es-es':
        'Desde el primer empleado, evalúe los riesgos laborales, anótelos en el documento único y manténgalo actualizado.',
    },
    sources: [
      article(
        CODE.labour,
        'Code du travail, article R4121-1',
        'Labour Code, article R4121-1',
        'Código de trabajo, artículo R4121-1',
      ),
      article(
        CODE.labour,
        'Code du travail, article L4121-3-1',
        'Labour Code, article L4121-3-1',
        'Código de trabajo, artículo L4121-3-1',
      ),
    ],
    appliesTo: hires,
  },
  {
    key: 'fr.staff_register',
    section: 'fr.employer',
    title: {
      'fr-fr': 'Registre unique du personnel',
      'en-gb': 'Staff register',
      'es-es': 'Registro único de personal',
    },
    description: {
      'fr-fr':
        'Inscrivez chaque salarié dans le registre, dans l’ordre des embauches, dès son arrivée.',
      'en-gb': 'Enter each employee in the register, in order of hiring, as soon as they start.',
      'es-es':
        'Inscriba a cada empleado en el registro, por orden de contratación, desde su llegada.',
    },
    sources: [
      article(
        CODE.labour,
        'Code du travail, article L1221-13',
        'Labour Code, article L1221-13',
        'Código de trabajo, artículo L1221-13',
      ),
    ],
    appliesTo: hires,
  },
  {
    key: 'fr.gdpr_record',
    section: 'fr.data',
    title: {
      'fr-fr': 'Registre des activités de traitement (RGPD)',
      'en-gb': 'Record of processing activities (GDPR)',
      'es-es': 'Registro de actividades de tratamiento (RGPD)',
    },
    description: {
      'fr-fr':
        'Listez les données personnelles que vous traitez (clients, prospects, salariés), pourquoi, combien de temps et qui y accède.',
      'en-gb':
        'List the personal data you process (customers, prospects, employees), why, for how long and who can see it.',
      'es-es':
        'Enumere los datos personales que trata (clientes, prospectos, empleados), por qué, durante cuánto tiempo y quién accede a ellos.',
    },
    sources: [
      legalSource('https://eur-lex.europa.eu/eli/reg/2016/679/oj', {
        'fr-fr': 'Règlement (UE) 2016/679, article 30',
        'en-gb': 'Regulation (EU) 2016/679, article 30',
        'es-es': 'Reglamento (UE) 2016/679, artículo 30',
      }),
      officialGuide('https://www.cnil.fr', {
        'fr-fr': 'cnil.fr',
        'en-gb': 'cnil.fr',
        'es-es': 'cnil.fr',
      }),
    ],
    appliesTo: (facts) => hasAnswer(facts, 'fr.personal_data', YES) || hires(facts),
  },
  {
    key: 'fr.website_notices',
    section: 'fr.data',
    title: {
      'fr-fr': 'Mentions légales et conditions de vente du site',
      'en-gb': 'Website legal notices and terms of sale',
      'es-es': 'Aviso legal y condiciones de venta del sitio web',
    },
    description: {
      'fr-fr':
        'Publiez sur votre site l’identité de l’entreprise, son immatriculation et son hébergeur, et informez les consommateurs avant toute vente à distance.',
      'en-gb':
        'Publish the company’s identity, registration and host on your site, and inform consumers before any distance sale.',
      'es-es':
        'Publique en su sitio la identidad de la empresa, su inscripción y su alojamiento, e informe a los consumidores antes de cualquier venta a distancia.',
    },
    sources: [
      legalSource('https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000801164', {
        'fr-fr': 'Loi n° 2004-575 (LCEN), article 1-1',
        'en-gb': 'Law no. 2004-575 (LCEN), article 1-1',
        'es-es': 'Ley n.º 2004-575 (LCEN), artículo 1-1',
      }),
      legalSource('https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565', {
        'fr-fr': 'Code de la consommation, article L221-5',
        'en-gb': 'Consumer Code, article L221-5',
        'es-es': 'Código de consumo, artículo L221-5',
      }),
    ],
    appliesTo: (facts) => hasAnswer(facts, 'fr.sales_channels', 'online'),
  },
  {
    key: 'fr.eu_sales_statement',
    section: 'fr.data',
    title: {
      'fr-fr': 'État récapitulatif des clients européens',
      'en-gb': 'EC sales list',
      'es-es': 'Declaración recapitulativa de clientes europeos',
    },
    description: {
      'fr-fr':
        'Pour vos prestations et livraisons à des entreprises d’autres États membres, déposez chaque mois l’état récapitulatif auprès des douanes.',
      'en-gb':
        'For services and goods supplied to businesses in other member states, file the monthly recapitulative statement with customs.',
      'es-es':
        'Por sus servicios y entregas a empresas de otros Estados miembros, presente cada mes la declaración recapitulativa ante la aduana.',
    },
    sources: [
      article(
        CODE.tax,
        'CGI, article 289 B',
        'French Tax Code, article 289 B',
        'CGI francés, artículo 289 B',
      ),
      officialGuide('https://www.douane.gouv.fr', {
        'fr-fr': 'douane.gouv.fr',
        'en-gb': 'douane.gouv.fr',
        'es-es': 'douane.gouv.fr',
      }),
    ],
    appliesTo: (facts) =>
      hasAnswer(facts, 'fr.sales_channels', 'eu_business') &&
      !hasAnswer(facts, 'fr.vat_regime', 'franchise'),
  },
  {
    key: 'fr.regulated_activity',
    section: 'fr.data',
    title: {
      'fr-fr': 'Autorisation propre à votre activité',
      'en-gb': 'Your activity’s own licence',
      'es-es': 'Autorización propia de su actividad',
    },
    description: {
      'fr-fr':
        'Votre activité est réglementée : un juriste vérifie l’autorisation, la carte ou l’assurance qu’elle exige et complète votre plan.',
      'en-gb':
        'Your activity is regulated: a lawyer checks the licence, card or insurance it needs and completes your plan.',
      'es-es':
        'Su actividad está regulada: un jurista comprueba la autorización, la tarjeta o el seguro que exige y completa su plan.',
    },
    sources: [SERVICE_PUBLIC],
    appliesTo: (facts) => hasAnswer(facts, 'fr.regulated', YES),
  },
];
