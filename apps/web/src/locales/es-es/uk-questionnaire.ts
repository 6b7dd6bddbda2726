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
  shareCapital: {
    title: 'Acciones y accionistas',
    description:
      'La declaración de capital que registra Companies House: las clases de acciones, el valor de una acción y quién suscribe cuántas.',
    classesTitle: 'Clases de acciones',
    classHeading: 'Clase {number}',
    className: 'Nombre de la clase',
    classNameHint: 'La mayoría de las sociedades tienen una, «Ordinary» (ordinarias).',
    nominalValue: 'Valor nominal de una acción (£)',
    nominalValueHint: 'Al menos 1 penique, p. ej. 1 para 1 £.',
    addClass: 'Añadir una clase de acciones',
    removeClass: 'Quitar la clase {number}',
    shareholdersTitle: 'Accionistas',
    shareholderHeading: 'Accionista {number}',
    shareholderName: 'Nombre completo',
    shareholderNameHint: 'El nombre de una persona o de una sociedad.',
    holdingClass: 'Clase de las acciones',
    chooseClass: 'Elige una clase',
    shares: 'Número de acciones',
    amountPaid: 'Importe pagado por acción (£)',
    amountPaidHint: '0 si aún no se paga nada; por encima del valor nominal es una prima.',
    addShareholder: 'Añadir un accionista',
    removeShareholder: 'Quitar al accionista {number}',
  },
  significantControl: {
    title: 'Personas con control significativo',
    description:
      'Quien posee más del 25 % de las acciones o de los votos, puede nombrar a la mayoría de los administradores o ejerce de otro modo una influencia significativa. Cada una debe haber verificado su identidad ante Companies House.',
    heading: 'Persona {number}',
    controlTitle: 'Su control',
    sharesHeld: 'Acciones que posee',
    votesHeld: 'Votos que posee',
    outOf: 'De {total} (un voto por acción).',
    appointsMajorityOfBoard: 'Puede nombrar o cesar a la mayoría de los administradores',
    significantInfluence: 'Ejerce de otro modo una influencia o un control significativo',
    significantInfluenceHint: 'Solo si no se da nada de lo anterior.',
    natures: 'Lo que registrará Companies House:',
    noNature: 'Con un 25 % o menos y ningún otro control, esta persona no se declara.',
    add: 'Añadir una persona con control significativo',
    remove: 'Quitar a la persona {number}',
    noRegistrablePerson: 'Nadie ejerce un control significativo sobre la sociedad',
    noRegistrablePersonHint: 'Márcalo solo si no declaras a ninguna persona arriba.',
  },
  natureOfControl: {
    'ownership-of-shares-25-to-50-percent': 'Posee más del 25 % y hasta el 50 % de las acciones',
    'ownership-of-shares-50-to-75-percent': 'Posee más del 50 % y menos del 75 % de las acciones',
    'ownership-of-shares-75-to-100-percent': 'Posee el 75 % de las acciones o más',
    'voting-rights-25-to-50-percent': 'Posee más del 25 % y hasta el 50 % de los votos',
    'voting-rights-50-to-75-percent': 'Posee más del 50 % y menos del 75 % de los votos',
    'voting-rights-75-to-100-percent': 'Posee el 75 % de los votos o más',
    'right-to-appoint-and-remove-directors':
      'Puede nombrar o cesar a la mayoría de los administradores',
    'significant-influence-or-control': 'Ejerce una influencia o un control significativo',
  },
  articles: {
    title: 'Estatutos (articles of association)',
    description:
      'Los estatutos son las reglas de la sociedad: cómo se nombra a los administradores, cómo se toman las decisiones, cómo se transmiten las acciones.',
    legend: '¿Qué estatutos adopta la sociedad?',
    model: 'Los estatutos tipo (model articles)',
    modelHint:
      'Los estatutos tipo de las sociedades privadas limitadas por acciones (The Companies (Model Articles) Regulations 2008).',
    bespoke: 'Nuestros propios estatutos',
    bespokeHint:
      'Unos estatutos redactados para la sociedad, que subes aquí en PDF. Los estatutos tipo siguen aplicándose en todo lo que no excluyan ni modifiquen.',
    uploadLabel: 'Los estatutos de la sociedad',
    uploadHint: 'Un PDF, 10 MB como máximo',
  },
  summary: {
    description:
      'Esto es lo que presentaremos ante Companies House (formulario IN01). Revisa cada respuesta: aún puedes cambiarla antes de enviarla.',
    ready: 'Todo está listo para enviarse.',
    confirmHint:
      'Una vez enviadas, tus respuestas ya no pueden cambiarse aquí. Entonces preparamos la escritura de constitución y los estatutos para que los firmen los suscriptores.',
    fields: {
      companyName: 'Nombre de la sociedad',
      jurisdiction: 'Registrada en',
      registeredOffice: 'Domicilio social (registered office)',
      sicCodes: 'Códigos SIC',
      directors: 'Administradores',
      statementOfCapital: 'Declaración de capital',
      shareholders: 'Accionistas',
      significantControl: 'Personas con control significativo',
      articles: 'Estatutos',
    },
    shareClassLine:
      '{shares} acciones {name}: valor nominal {nominal}, pagado {paid}, pendiente {unpaid}',
    holding: '{name}: {shares} acciones {className}',
    personalCode: 'código personal {code}',
    noPersonalCode: 'aún sin código personal',
    articles: {
      '1': 'Los estatutos tipo',
      '2': 'Unos estatutos propios',
    },
    articlesFile: 'Archivo: {fileName}',
  },
  esignature: {
    memorandum:
      'La escritura de constitución (memorandum of association), con lo que declara la solicitud',
    modelArticles: 'Los estatutos tipo que adopta la sociedad',
    bespokeArticles: 'Los estatutos propios que adopta la sociedad',
    bespokeArticlesFile: 'Los estatutos propios que adopta la sociedad ({fileName})',
    review: 'Revisamos el expediente firmado y presentamos la solicitud ante Companies House.',
    legal:
      'La firma electrónica es válida para estos documentos en derecho británico (Electronic Communications Act 2000).',
    approvalDescription:
      'Gracias por firmar. Nuestro equipo revisa tus respuestas y documentos antes de presentarlos ante Companies House.',
    approvedBody:
      'Todo está en orden: presentamos la solicitud ante Companies House y te avisamos en cuanto la sociedad quede constituida.',
  },
} satisfies Messages['ukQuestionnaire'];
