import type { Messages } from '../../app/i18n/message-types.js';

export default {
  name: {
    title: 'La denominación de tu sociedad',
    description:
      'El nombre que inscribe Companies House, tal y como aparecerá en el registro y en tus documentos.',
    label: 'Denominación social',
    hint: 'Debe terminar en «Limited» o «Ltd». Comprueba que ninguna otra sociedad la usa:',
    availabilityLink: 'disponibilidad de nombres en Companies House',
    sensitive:
      'Estas palabras necesitan la aprobación de Companies House antes de inscribir el nombre: {words}. La pediremos con tu solicitud.',
    jurisdiction: '¿Dónde se inscribe la sociedad?',
    jurisdictions: {
      '1': 'Inglaterra y Gales',
      '2': 'Gales',
      '3': 'Escocia',
      '4': 'Irlanda del Norte',
    },
  },
  office: {
    title: 'Domicilio social (registered office)',
    description:
      'La dirección oficial de la sociedad, donde escriben Companies House y el HMRC. Debe estar en la parte del Reino Unido donde se inscribe la sociedad y es pública.',
  },
  address: {
    line1: 'Dirección, línea 1',
    line2: 'Dirección, línea 2 (opcional)',
    town: 'Ciudad',
    postcode: 'Código postal',
  },
  activity: {
    title: 'La actividad de la sociedad',
    description:
      'Companies House clasifica cada sociedad con los códigos de la lista UK SIC 2007 (Standard Industrial Classification).',
    label: 'Busca una actividad o un código SIC',
    hint: 'Elige de 1 a {max} códigos, la actividad principal primero.',
    placeholder: 'p. ej.: software developer, 62012',
    typeMore: 'Escribe al menos 2 caracteres.',
    noResults: 'Ningún código encontrado para «{query}».',
    found: '{count} códigos encontrados.',
    chosen: 'Códigos elegidos',
    remove: 'Quitar {activity}',
    full: 'Has elegido {max} códigos, el máximo que admite Companies House.',
  },
  person: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    dateOfBirth: 'Fecha de nacimiento',
    nationality: 'Nacionalidad',
    countryOfResidence: 'País de residencia habitual',
    personalCode: 'Código personal de Companies House',
    personalCodeHint:
      '11 caracteres, por ejemplo FT5-15ED-7JY5, que se recibe al verificar la identidad con GOV.UK One Login o un agente autorizado.',
    serviceAddress: 'Dirección de notificación (pública)',
    residentialAddress: 'Domicilio (fuera del registro público)',
  },
  directors: {
    title: 'Administradores (directors)',
    description:
      'Cada administrador debe tener al menos 16 años el día de la inscripción y haber verificado su identidad con Companies House.',
    heading: 'Administrador {number}',
    occupation: 'Profesión',
    add: 'Añadir un administrador',
    remove: 'Quitar al administrador {number}',
  },
  articles: {
    title: 'Estatutos (articles of association)',
    description:
      'Los estatutos son las reglas de la sociedad: cómo se nombra a los administradores, cómo se toman las decisiones, cómo se transmiten las acciones.',
    legend: '¿Qué estatutos adopta la sociedad?',
    model: 'Los estatutos tipo (model articles)',
    modelHint:
      'Los estatutos tipo de las sociedades privadas limitadas por acciones (The Companies (Model Articles) Regulations 2008). Para unos estatutos propios, escríbenos en el chat.',
  },
} satisfies Messages['ukQuestionnaire'];
