import { NO, YES, type ComplianceQuestion } from '../question-model.js';

const yesNo = [
  { id: YES, text: { 'fr-fr': 'Oui', 'en-gb': 'Yes', 'es-es': 'Sí' } },
  { id: NO, text: { 'fr-fr': 'Non', 'en-gb': 'No', 'es-es': 'No' } },
] as const;

/** The year ends the rules date on their own; any other needs an operator. */
export const FRENCH_YEAR_ENDS: Readonly<Record<string, { month: number; day: number }>> = {
  dec31: { month: 12, day: 31 },
  mar31: { month: 3, day: 31 },
  jun30: { month: 6, day: 30 },
  sep30: { month: 9, day: 30 },
};

/**
 * The French compliance questionnaire. The legal form is not asked (the
 * order knows it); `fr.urssaf_frequency` is only in a micro-entreprise's
 * questionnaire, the year end and first year only in a company's.
 */
export const FRENCH_QUESTIONS: readonly ComplianceQuestion[] = [
  {
    id: 'fr.year_end',
    type: 'SINGLE_SELECT',
    text: {
      'fr-fr': 'À quelle date se clôture l’exercice social fixé dans vos statuts ?',
      'en-gb': 'On which date does the financial year set in your articles end?',
      'es-es': '¿En qué fecha termina el ejercicio social fijado en sus estatutos?',
    },
    choices: [
      {
        id: 'dec31',
        text: { 'fr-fr': '31 décembre', 'en-gb': '31 December', 'es-es': '31 de diciembre' },
      },
      { id: 'mar31', text: { 'fr-fr': '31 mars', 'en-gb': '31 March', 'es-es': '31 de marzo' } },
      { id: 'jun30', text: { 'fr-fr': '30 juin', 'en-gb': '30 June', 'es-es': '30 de junio' } },
      {
        id: 'sep30',
        text: { 'fr-fr': '30 septembre', 'en-gb': '30 September', 'es-es': '30 de septiembre' },
      },
      {
        id: 'other',
        text: { 'fr-fr': 'Une autre date', 'en-gb': 'Another date', 'es-es': 'Otra fecha' },
        outsideCoverage: true,
      },
    ],
  },
  {
    id: 'fr.first_year_long',
    type: 'BOOLEAN',
    text: {
      'fr-fr':
        'Votre premier exercice se prolonge-t-il jusqu’à la deuxième date de clôture après l’immatriculation (exercice de plus de 12 mois) ?',
      'en-gb':
        'Does your first financial year run to the second year end after registration (a first year longer than 12 months)?',
      'es-es':
        '¿Su primer ejercicio se prolonga hasta la segunda fecha de cierre tras la inscripción (más de 12 meses)?',
    },
    choices: yesNo,
    dependsOn: {
      questionId: 'fr.year_end',
      requiredAnswerIds: ['dec31', 'mar31', 'jun30', 'sep30'],
    },
  },
  {
    id: 'fr.vat_regime',
    type: 'SINGLE_SELECT',
    text: {
      'fr-fr': 'Quel est votre régime de TVA ?',
      'en-gb': 'Which VAT regime are you under?',
      'es-es': '¿Cuál es su régimen de IVA?',
    },
    choices: [
      {
        id: 'franchise',
        text: {
          'fr-fr': 'Franchise en base (pas de TVA facturée)',
          'en-gb': 'Basic exemption (no VAT charged)',
          'es-es': 'Franquicia (sin IVA facturado)',
        },
      },
      {
        id: 'reel_simplifie',
        text: {
          'fr-fr': 'Réel simplifié (déclaration annuelle)',
          'en-gb': 'Simplified real regime (annual return)',
          'es-es': 'Régimen real simplificado (declaración anual)',
        },
      },
      {
        id: 'reel_normal',
        text: {
          'fr-fr': 'Réel normal (déclarations mensuelles ou trimestrielles)',
          'en-gb': 'Normal real regime (monthly or quarterly returns)',
          'es-es': 'Régimen real normal (declaraciones mensuales o trimestrales)',
        },
      },
      {
        id: 'unknown',
        text: { 'fr-fr': 'Je ne sais pas', 'en-gb': 'I do not know', 'es-es': 'No lo sé' },
        outsideCoverage: true,
      },
    ],
  },
  {
    id: 'fr.vat_frequency',
    type: 'SINGLE_SELECT',
    text: {
      'fr-fr': 'À quel rythme déclarez-vous la TVA ?',
      'en-gb': 'How often do you file VAT returns?',
      'es-es': '¿Con qué frecuencia declara el IVA?',
    },
    choices: [
      {
        id: 'monthly',
        text: { 'fr-fr': 'Chaque mois', 'en-gb': 'Every month', 'es-es': 'Cada mes' },
      },
      {
        id: 'quarterly',
        text: {
          'fr-fr': 'Chaque trimestre (TVA annuelle inférieure à 4 000 €)',
          'en-gb': 'Every quarter (annual VAT under €4,000)',
          'es-es': 'Cada trimestre (IVA anual inferior a 4.000 €)',
        },
      },
    ],
    dependsOn: { questionId: 'fr.vat_regime', requiredAnswerIds: ['reel_normal'] },
  },
  {
    id: 'fr.urssaf_frequency',
    type: 'SINGLE_SELECT',
    text: {
      'fr-fr': 'À quel rythme déclarez-vous votre chiffre d’affaires à l’Urssaf ?',
      'en-gb': 'How often do you declare your turnover to the Urssaf?',
      'es-es': '¿Con qué frecuencia declara su volumen de negocio a la Urssaf?',
    },
    choices: [
      {
        id: 'monthly',
        text: { 'fr-fr': 'Chaque mois', 'en-gb': 'Every month', 'es-es': 'Cada mes' },
      },
      {
        id: 'quarterly',
        text: { 'fr-fr': 'Chaque trimestre', 'en-gb': 'Every quarter', 'es-es': 'Cada trimestre' },
      },
    ],
  },
  {
    id: 'fr.employees',
    type: 'BOOLEAN',
    text: {
      'fr-fr': 'Allez-vous embaucher un salarié (ou un apprenti) dans les douze prochains mois ?',
      'en-gb': 'Will you hire an employee (or an apprentice) in the next twelve months?',
      'es-es': '¿Va a contratar a un empleado (o un aprendiz) en los próximos doce meses?',
    },
    choices: yesNo,
  },
  {
    id: 'fr.personal_data',
    type: 'BOOLEAN',
    text: {
      'fr-fr':
        'Conservez-vous des données personnelles (fichier clients ou prospects, lettre d’information, formulaire de contact) ?',
      'en-gb':
        'Do you keep personal data (a customer or prospect file, a newsletter, a contact form)?',
      'es-es':
        '¿Conserva datos personales (fichero de clientes o prospectos, boletín, formulario de contacto)?',
    },
    choices: yesNo,
  },
  {
    id: 'fr.sales_channels',
    type: 'MULTI_SELECT',
    text: {
      'fr-fr': 'Comment vendez-vous ? (plusieurs réponses possibles)',
      'en-gb': 'How do you sell? (several answers possible)',
      'es-es': '¿Cómo vende? (varias respuestas posibles)',
    },
    choices: [
      {
        id: 'online',
        text: {
          'fr-fr': 'Sur un site internet',
          'en-gb': 'On a website',
          'es-es': 'En un sitio web',
        },
      },
      {
        id: 'eu_business',
        text: {
          'fr-fr': 'À des entreprises d’autres pays de l’Union européenne',
          'en-gb': 'To businesses in other European Union countries',
          'es-es': 'A empresas de otros países de la Unión Europea',
        },
      },
      {
        id: 'france',
        text: {
          'fr-fr': 'En France, hors internet',
          'en-gb': 'In France, not online',
          'es-es': 'En Francia, fuera de internet',
        },
      },
    ],
  },
  {
    id: 'fr.regulated',
    type: 'BOOLEAN',
    text: {
      'fr-fr':
        'Votre activité exige-t-elle une autorisation, une carte ou un diplôme (taxi, agent immobilier, restauration, bâtiment…) ?',
      'en-gb':
        'Does your activity need a licence, a card or a diploma (taxi, estate agent, food, building…)?',
      'es-es':
        '¿Su actividad requiere una autorización, una tarjeta o un título (taxi, agente inmobiliario, restauración, construcción…)?',
    },
    choices: [{ ...yesNo[0], outsideCoverage: true }, yesNo[1]],
  },
];

/** The questions of a French micro-entreprise's questionnaire. */
export const MICROENTERPRISE_QUESTION_IDS = [
  'fr.vat_regime',
  'fr.vat_frequency',
  'fr.urssaf_frequency',
  'fr.employees',
  'fr.personal_data',
  'fr.sales_channels',
  'fr.regulated',
] as const;

/** The questions of a French company's (SASU, EURL) questionnaire. */
export const FRENCH_COMPANY_QUESTION_IDS = [
  'fr.year_end',
  'fr.first_year_long',
  'fr.vat_regime',
  'fr.vat_frequency',
  'fr.employees',
  'fr.personal_data',
  'fr.sales_channels',
  'fr.regulated',
] as const;
