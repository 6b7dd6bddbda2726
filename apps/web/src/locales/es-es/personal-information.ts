import type { Messages } from '../../app/i18n/message-types.js';

export default {
  name: {
    title: '¿Cómo te llamas?',
    description: 'Tal como figura en tu documento de identidad.',
    first: 'Nombre',
    middle: 'Otros nombres (opcional)',
    last: 'Apellidos',
  },
  address: {
    title: '¿Dónde vives?',
    description:
      'Tu domicilio personal figura en el expediente de inscripción y en los estatutos, en Francia o en el extranjero. Solo te llamaremos por tu expediente.',
    home: 'Domicilio personal',
    phone: 'Teléfono',
  },
  gender: {
    title: '¿Cuál es tu sexo?',
    description:
      'Tal como figura en tu partida de nacimiento. El registro lo utiliza para identificarte y los estatutos te designan como señor o señora.',
    legend: 'Sexo',
    MALE: 'Masculino',
    FEMALE: 'Femenino',
  },
  filiation: {
    title: '¿Quiénes son tus padres?',
    description:
      'Quien dirige una empresa en Francia firma una declaración jurada de ausencia de condenas y de filiación (déclaration de non-condamnation et de filiation). En ella constan tus dos progenitores, para que el registro pueda consultar los antecedentes penales. La preparamos con tus respuestas.',
    firstParent: 'Primer progenitor',
    secondParent: 'Segundo progenitor',
    first: 'Nombre',
    last: 'Apellido de nacimiento',
    unknown: 'No conozco a este progenitor',
  },
  currentSituation: {
    title: '¿Cuál es tu situación actual?',
    description:
      'La URSSAF la necesita para darte de alta en la seguridad social, y nos indica si puedes mantener tu empleo o tus prestaciones junto con tu negocio.',
    legend: 'Tu situación hoy',
    status: {
      EMPLOYEE: 'Asalariado',
      JOB_SEEKER: 'Demandante de empleo',
      STUDENT: 'Estudiante',
      RETIRED: 'Jubilado',
      SELF_EMPLOYED: 'Trabajador por cuenta propia',
      OTHER: 'Otra',
    },
    statusHint: {
      EMPLOYEE: 'Con contrato de trabajo, en el sector privado o público',
      JOB_SEEKER: 'Inscrito en France Travail, con o sin prestación',
      STUDENT: 'Cursando estudios o formación',
      RETIRED: 'Cobras una pensión de jubilación',
      SELF_EMPLOYED: 'Empresario individual, freelance o administrador de sociedad',
      OTHER: 'Sin actividad profesional, en excedencia por cuidado de hijos…',
    },
    incomeLegend: 'Tus ingresos netos mensuales de esta actividad',
    income: {
      LESS_THAN_1500: 'Menos de 1.500 €',
      FROM_1500_TO_3000: 'De 1.500 € a 3.000 €',
      MORE_THAN_3000: 'Más de 3.000 €',
    },
  },
  birthPlace: {
    title: '¿Cuándo y dónde naciste?',
    description:
      'Tal como figura en tu partida de nacimiento: el registro comprueba tu identidad con el registro civil.',
    nationality: 'Nacionalidad',
  },
  birth: {
    dateOfBirth: 'Fecha de nacimiento',
    country: 'País de nacimiento',
    commune: 'Municipio de nacimiento',
    communeHint: 'Escribe las primeras letras y elige el municipio en la lista.',
    communeRequired: 'Elige el municipio de nacimiento en la lista.',
    city: 'Ciudad de nacimiento',
  },
  communeSearch: {
    failed: 'La búsqueda no está disponible. Inténtalo de nuevo en un momento.',
    searching: 'Buscando…',
    none: 'Ningún municipio francés coincide. Revisa la ortografía.',
    count: 'Resultados: {count}. Usa las flechas arriba y abajo para elegir.',
  },
  maritalStatus: {
    title: '¿Cuál es tu estado civil?',
    description:
      'Si estás casado o tienes un PACS (pareja de hecho francesa), también te preguntamos por tu cónyuge: puede trabajar en el negocio y, según vuestro régimen económico matrimonial, debe ser informado si aportas bienes comunes a la sociedad.',
    legend: 'Estado civil',
    SINGLE: 'Soltero/a',
    MARRIED: 'Casado/a',
    PACS: 'Pareja de hecho (PACS)',
    DIVORCED: 'Divorciado/a',
    WIDOWED: 'Viudo/a',
  },
  spouseName: {
    title: 'Tu cónyuge',
    description: 'Su nombre tal como figura en su documento de identidad.',
    birthName: 'Apellido de nacimiento, si es distinto (opcional)',
    birthNameHint: 'Por ejemplo, el apellido antes del matrimonio.',
    nationality: 'Nacionalidad',
    roleLegend: '¿Participará tu cónyuge en el negocio?',
    role: {
      NONE: 'No',
      COLLABORATOR: 'Sí, como cónyuge colaborador (conjoint collaborateur)',
      EMPLOYEE: 'Sí, como cónyuge asalariado (conjoint salarié)',
    },
    roleHint: {
      NONE: 'Tu cónyuge no trabaja en el negocio.',
      COLLABORATOR:
        'Trabaja en el negocio de forma habitual, sin salario ni participaciones, con su propia cobertura de jubilación e invalidez. Solo para el cónyuge de un empresario individual o del gerente mayoritario de una EURL, durante 5 años como máximo.',
      EMPLOYEE:
        'Trabaja en el negocio con un contrato de trabajo y cobra al menos el salario mínimo.',
    },
  },
  spouseBirthPlace: {
    title: '¿Cuándo y dónde nació tu cónyuge?',
    description: 'Tal como figura en su partida de nacimiento.',
  },
  additionalInfo: {
    title: 'Tu seguridad social',
    description: 'La URSSAF vincula tu negocio a tu expediente de la seguridad social francesa.',
    nir: 'Número de la seguridad social francesa',
    nirHint:
      'Los 15 caracteres de tu carte Vitale o de tu certificado de derechos (attestation de droits, en ameli.fr), con la clave. Puedes dejar los espacios.',
    acreLegend: '¿Ya has solicitado la ACRE?',
    acreHint:
      'La ACRE (ayuda a la creación o adquisición de empresas) exime a los emprendedores que cumplen los requisitos —demandantes de empleo, menores de 26 años, beneficiarios de ciertas prestaciones…— de parte de sus cotizaciones sociales durante el primer año.',
    healthInsurance: 'Caja del seguro de enfermedad (opcional)',
    healthInsuranceHint: 'Por ejemplo, CPAM de Paris o MSA. Déjalo vacío si no lo sabes.',
  },
  activities: {
    title: 'Tus otras actividades',
    description:
      'El registro y la URSSAF necesitan saber si mantienes otra actividad y si ya has trabajado por cuenta propia, para vincular tus expedientes.',
    currentLegend: '¿Tienes actualmente otra actividad profesional?',
    currentActivity: '¿Cuál?',
    currentActivityHint: 'Por ejemplo: desarrollador asalariado a tiempo parcial.',
    pastLegend: '¿Has trabajado alguna vez por cuenta propia?',
    pastHint:
      'Como empresario individual, microempresario, profesional liberal o gerente mayoritario de una sociedad.',
    endDate: '¿Cuándo terminó esa actividad?',
  },
  capital: {
    title: 'Tu capital social',
    description:
      'El capital social es el dinero que aportas a la sociedad al constituirla. Se deposita en una cuenta bloqueada y se libera cuando la sociedad queda inscrita.',
    amount: 'Capital en euros',
    amountHint: {
      SASU: 'La ley no exige un mínimo para una SASU: basta con 1 €. Un capital mayor da confianza a bancos y proveedores.',
      EURL: 'La ley no exige un mínimo para una EURL: basta con 1 €. Un capital mayor da confianza a bancos y proveedores.',
    },
    shares: {
      SASU: 'Número de acciones',
      EURL: 'Número de participaciones',
    },
    sharesHint: {
      SASU: 'El capital se divide en acciones del mismo valor; 100 o 1.000 acciones es lo habitual.',
      EURL: 'El capital se divide en participaciones del mismo valor; 100 o 1.000 participaciones es lo habitual.',
    },
    nominalValue: {
      SASU: 'Valor nominal de una acción: {value}',
      EURL: 'Valor nominal de una participación: {value}',
    },
    uneven: {
      SASU: '{capital} no se puede dividir en {shares} acciones de un número entero de céntimos.',
      EURL: '{capital} no se puede dividir en {shares} participaciones de un número entero de céntimos.',
    },
  },
} satisfies Messages['personalInformation'];
