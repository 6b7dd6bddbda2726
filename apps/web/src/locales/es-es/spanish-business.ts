import type { Messages } from '../../app/i18n/message-types.js';

export default {
  naf: {
    title: 'Tu número de la Seguridad Social',
    description:
      'Lo necesitamos para darte de alta en el Régimen Especial de Trabajadores Autónomos (RETA).',
    legend: '¿Tienes número de la Seguridad Social (NAF)?',
    number: 'Número de la Seguridad Social (NAF)',
    numberHint:
      '12 cifras (11 si es un número antiguo), sin barras. Aparece en tu informe de vida laboral o en tu documento de afiliación.',
    parentsLegend: 'Nombres de tus padres',
    parentsHint:
      'Para asignarte un número, la Seguridad Social te identifica con el nombre de tu madre y de tu padre.',
    mother: 'Nombre de tu madre',
    father: 'Nombre de tu padre',
  },
  activity: {
    title: 'Tu actividad',
    description:
      'Describe con tus palabras a qué te vas a dedicar. Con esta descripción elegimos el epígrafe del IAE y el código CNAE de tu alta.',
    label: 'Descripción de la actividad',
    hint: 'Por ejemplo: diseño de páginas web para pequeños comercios.',
    counter: '{count} caracteres (mínimo {min})',
  },
  previousActivity: {
    title: 'Antes de darte de alta',
    description: 'Cuéntanos cuál era tu situación antes de darte de alta como autónomo.',
    legend: '¿Estabas en situación de desempleo antes de darte de alta?',
    dischargeDate: 'Fecha de baja en tu actividad anterior',
    dischargeDateHint: 'El día en que terminó tu último trabajo o actividad.',
    activity: 'Actividad anterior',
    activityHint: 'A qué te dedicabas en tu último trabajo o actividad.',
  },
  expectations: {
    title: 'Tus previsiones',
    description:
      'Basta con una estimación. Desde 2023 la cuota de autónomos depende de los rendimientos netos: con esta previsión elegimos tu tramo de cotización.',
    amount: 'Beneficio neto mensual estimado',
    amountHint: 'Ingresos menos gastos de la actividad, al mes.',
    currency: 'Moneda',
    startDate: 'Fecha prevista de inicio de la actividad',
    startDateHint: 'Como muy pronto, hace 3 días.',
    tradesLegend: '¿Vendes en España o también en el extranjero?',
    spainOnly: 'Solo en España',
    abroad: 'También en el extranjero',
    customersLegend: '¿A quién vendes principalmente?',
    businessTypes: {
      B2C: { label: 'Particulares (B2C)', hint: 'Tus clientes son consumidores finales.' },
      B2B: {
        label: 'Empresas y profesionales (B2B)',
        hint: 'Tus clientes son empresas u otros autónomos.',
      },
    },
  },
  mutual: {
    title: 'Tu mutua',
    description:
      'La mutua colaboradora con la Seguridad Social cubre tus bajas por enfermedad y los accidentes de trabajo.',
    legend: '¿Quieres elegir una mutua?',
    hint: 'Si no tienes preferencia, responde No.',
    select: 'Mutua',
  },
  iban: {
    title: 'Tu cuenta bancaria',
    description: 'La Seguridad Social y Hacienda cargarán en esta cuenta tus cuotas e impuestos.',
    label: 'IBAN',
    tip: 'No necesitas abrir una cuenta nueva: sirve tu cuenta personal de siempre.',
    or: 'o',
    uploadLabel: 'Sube un documento con tu IBAN',
    uploadHint:
      'Un certificado de titularidad, un extracto o una captura de tu banca online donde se vea el IBAN.',
  },
  ibanReview: {
    document: 'Documento con tu IBAN',
    title: 'Revisa tu información personal',
    description: 'Comprueba tu IBAN y confirma las dos declaraciones.',
    descriptionRead: 'Compara el IBAN con tu documento y corrígelo si hace falta.',
    label: 'Escribe tu IBAN',
    tipLabel: '¿Tengo que abrir una cuenta nueva?',
    tip: 'No: no hace falta abrir una cuenta nueva con nosotros. Sirve la cuenta que ya tienes.',
    hint: 'El IBAN debe pertenecer a una cuenta bancaria española (empieza por ES)',
    declarations: 'Declaraciones',
    accountOwnershipAttestation: 'Declaro que soy titular de esta cuenta.',
    acceptedDirectDebit: 'Acepto la domiciliación bancaria de la TGSS y AEAT.',
  },
} satisfies Messages['spanishBusiness'];
