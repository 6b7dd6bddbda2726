import { NO, YES, type ComplianceQuestion } from '../question-model.js';

const yesNo = [
  { id: YES, text: { 'fr-fr': 'Oui', 'en-gb': 'Yes', 'es-es': 'Sí' } },
  { id: NO, text: { 'fr-fr': 'Non', 'en-gb': 'No', 'es-es': 'No' } },
] as const;

/** The questionnaire of a UK private limited company. */
export const UK_QUESTIONS: readonly ComplianceQuestion[] = [
  {
    id: 'uk.default_ard',
    type: 'BOOLEAN',
    text: {
      'en-gb':
        'Do you keep the accounting reference date Companies House set (the last day of the month of your incorporation anniversary)?',
      'fr-fr':
        'Gardez-vous la date de clôture fixée par Companies House (dernier jour du mois anniversaire de la constitution) ?',
      'es-es':
        '¿Mantiene la fecha de cierre fijada por Companies House (último día del mes del aniversario de la constitución)?',
    },
    choices: [yesNo[0], { ...yesNo[1], outsideCoverage: true }],
  },
  {
    id: 'uk.vat_turnover',
    type: 'SINGLE_SELECT',
    text: {
      'en-gb': 'What taxable turnover do you expect over your first twelve months?',
      'fr-fr': 'Quel chiffre d’affaires taxable prévoyez-vous sur vos douze premiers mois ?',
      'es-es': '¿Qué volumen de negocio imponible prevé en sus primeros doce meses?',
    },
    choices: [
      {
        id: 'under',
        text: {
          'en-gb': 'Under £90,000',
          'fr-fr': 'Moins de 90 000 £',
          'es-es': 'Menos de 90.000 £',
        },
      },
      {
        id: 'over',
        text: {
          'en-gb': '£90,000 or more',
          'fr-fr': '90 000 £ ou plus',
          'es-es': '90.000 £ o más',
        },
      },
    ],
  },
  {
    id: 'uk.vat_voluntary',
    type: 'BOOLEAN',
    text: {
      'en-gb':
        'Do you want to register for VAT voluntarily (for example to reclaim VAT on purchases)?',
      'fr-fr':
        'Voulez-vous vous immatriculer à la TVA volontairement (par exemple pour récupérer la TVA sur vos achats) ?',
      'es-es':
        '¿Quiere darse de alta en el IVA voluntariamente (por ejemplo, para recuperar el IVA de sus compras)?',
    },
    choices: yesNo,
    dependsOn: { questionId: 'uk.vat_turnover', requiredAnswerIds: ['under'] },
  },
  {
    id: 'uk.employees',
    type: 'BOOLEAN',
    text: {
      'en-gb':
        'Will the company pay anyone, directors included, through payroll in the next twelve months?',
      'fr-fr':
        'La société paiera-t-elle quelqu’un, dirigeants compris, par la paie dans les douze prochains mois ?',
      'es-es':
        '¿La sociedad pagará a alguien, administradores incluidos, por nómina en los próximos doce meses?',
    },
    choices: yesNo,
  },
  {
    id: 'uk.personal_data',
    type: 'BOOLEAN',
    text: {
      'en-gb':
        'Will you process personal data electronically (customer records, a mailing list, CCTV)?',
      'fr-fr':
        'Traiterez-vous des données personnelles par informatique (fichier clients, liste de diffusion, vidéosurveillance) ?',
      'es-es':
        '¿Tratará datos personales por medios electrónicos (fichero de clientes, lista de correo, videovigilancia)?',
    },
    choices: yesNo,
  },
  {
    id: 'uk.regulated',
    type: 'BOOLEAN',
    text: {
      'en-gb':
        'Does your activity need a licence or authorisation (financial services, alcohol, food, childcare…)?',
      'fr-fr':
        'Votre activité exige-t-elle une licence ou une autorisation (services financiers, alcool, alimentation, garde d’enfants…) ?',
      'es-es':
        '¿Su actividad requiere una licencia o autorización (servicios financieros, alcohol, alimentación, cuidado de niños…)?',
    },
    choices: [{ ...yesNo[0], outsideCoverage: true }, yesNo[1]],
  },
];
