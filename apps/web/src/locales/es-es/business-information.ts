import type { Messages } from '../../app/i18n/message-types.js';

export default {
  address: {
    title: '¿Dónde tendrá su domicilio social tu empresa?',
    description:
      'El domicilio social (siège social) es la dirección oficial de tu empresa: aparece en el Kbis y en tus facturas.',
    sameAsPersonal: '¿Tu empresa tendrá su domicilio social en tu domicilio personal?',
    homeAddress: 'Tu domicilio personal',
    homeHint:
      'Tu vivienda pasa a ser el domicilio social. Si tu contrato de alquiler o las normas de la comunidad prohíben la actividad profesional, la ley lo permite igualmente durante 5 años como máximo.',
    companyAddress: 'Dirección del domicilio social',
    addressType: '¿Qué tipo de dirección es?',
    types: {
      DOMICILIATION: {
        label: 'Una empresa de domiciliación',
        hint: 'Una empresa que te ofrece una dirección profesional mediante un contrato de domiciliación. Se te pedirá el contrato.',
      },
      COMMERCIAL_LEASE: {
        label: 'Un local con contrato de arrendamiento comercial',
        hint: 'Una oficina, tienda o taller alquilado con un contrato de arrendamiento comercial (bail commercial). Se te pedirá el contrato.',
      },
    },
  },
  name: {
    title: '¿Cómo se llamará tu sociedad?',
    description:
      'La denominación social (dénomination sociale) con la que tu sociedad se inscribirá y se dará a conocer.',
    label: 'Denominación social',
    microTitle: '¿Quieres un nombre comercial?',
    microDescription:
      'Una micro-entreprise opera con tu nombre y apellidos. Puedes añadir un nombre comercial (nom commercial) para tus facturas, tu rótulo o tu web, o dejar este campo vacío.',
    microLabel: 'Nombre comercial (opcional)',
    availability: 'Comprueba que nadie usa ya este nombre para una actividad similar:',
    availabilityLink: 'búscalo en data.inpi.fr',
  },
  activity: {
    title: '¿A qué se dedicará tu empresa?',
    description:
      'Tus actividades determinan dónde se inscribe tu empresa y qué normas se le aplican.',
    search: {
      label: 'Actividades (códigos NAF/APE)',
      hint: 'Busca en la nomenclatura oficial por palabra clave o por código y elige de 1 a {max} actividades. La primera es tu actividad principal.',
      placeholder: 'p. ej., panadería, 62.01Z',
      searching: 'Buscando…',
      typeMore: 'Escribe al menos 2 caracteres.',
      noResults: 'Ninguna actividad coincide con «{query}».',
      failed: 'La búsqueda no está disponible. Inténtalo de nuevo en un momento.',
      found: {
        one: '1 actividad encontrada. Recórrela con las flechas arriba y abajo y elige con Intro.',
        other:
          '{count} actividades encontradas. Recórrelas con las flechas arriba y abajo y elige con Intro.',
      },
      chosen: 'Actividades elegidas',
      main: 'Actividad principal',
      remove: 'Quitar {activity}',
      added: '{activity} añadida.',
      full: 'Has elegido {max} actividades, el máximo. Quita una para elegir otra.',
    },
    socialObject: {
      label: 'Objeto social (objet social)',
      hint: 'Describe a qué se dedica tu sociedad en una o dos frases, p. ej., «Diseño, desarrollo y mantenimiento de sitios web y aplicaciones móviles». Se recogerá en los estatutos.',
      microLabel: 'Descripción de tu actividad',
      microHint: 'Describe tu actividad en pocas palabras, p. ej., «Creación de sitios web».',
      counter: '{count} caracteres (mínimo {min})',
    },
    type: {
      legend: '¿Qué tipo de actividad es?',
      COMMERCIAL: {
        label: 'Comercial',
        hint: 'Compraventa de mercancías, tienda online, restauración, alojamiento, agencia inmobiliaria…',
      },
      ARTISANAL: {
        label: 'Artesanal',
        hint: 'Fabricación, transformación o reparación de productos, o servicios de un artesano: panadero, fontanero, peluquero…',
      },
      LIBERAL: {
        label: 'Profesional liberal',
        hint: 'Servicios intelectuales: consultoría, desarrollo de software, formación, diseño, coaching…',
      },
    },
  },
  artisanal: {
    title: '¿Tu actividad es artesanal?',
    description:
      'Una actividad es artesanal cuando fabricas, transformas o reparas productos, o prestas servicios que requieren el oficio de un artesano: panadero, ebanista, fontanero, peluquero, mecánico… Las empresas artesanales se inscriben en la Chambre de métiers et de l’artisanat.',
    legend: 'Actividad artesanal',
    yesHint: 'Fabricas, transformas o reparas, o ejerces un oficio artesanal.',
    noHint: 'Compras para revender o prestas servicios que no son de un oficio artesanal.',
  },
  lifetime: {
    title: '¿Cuánto durará tu sociedad?',
    description:
      'Los estatutos fijan la duración de la sociedad. Al terminar, la sociedad se disuelve salvo que los socios la prorroguen.',
    label: 'Duración en años',
    hint: 'Como máximo 99 años (Code civil, art. 1838), la opción de casi todas las sociedades. Puede prorrogarse antes de que termine.',
  },
  vat: {
    title: '¿Qué régimen de IVA quieres?',
    description:
      'Determina si repercutes el IVA (TVA) a tus clientes y con qué frecuencia lo declaras. Podrás cambiarlo más adelante.',
    regime: 'Régimen de IVA',
    regimes: {
      FRANCHISE: {
        label: 'Franquicia (franchise en base, sin IVA)',
        hint: 'No repercutes IVA ni recuperas el de tus compras, mientras tu facturación anual no supere los umbrales (actualmente 85 000 € en venta de mercancías y 37 500 € en servicios).',
      },
      REEL_SIMPLIFIE: {
        label: 'Régimen real simplificado (réel simplifié)',
        hint: 'Repercutes el IVA y recuperas el de tus compras. Una declaración al año, con dos pagos a cuenta durante el año.',
      },
      REEL_NORMAL: {
        label: 'Régimen real normal (réel normal)',
        hint: 'Repercutes y recuperas el IVA y lo declaras cada mes, o cada trimestre si el IVA a pagar es inferior a 4000 € al año. Útil para recuperar rápido el IVA de compras importantes.',
      },
    },
    frequency: '¿Con qué frecuencia declararás el IVA?',
    frequencies: {
      MONTHLY: { label: 'Cada mes', hint: 'Una declaración (CA3) al mes.' },
      QUARTERLY: {
        label: 'Cada trimestre',
        hint: 'Una declaración (CA3) al trimestre, posible si el IVA a pagar es inferior a 4000 € al año.',
      },
      ANNUAL: {
        label: 'Una vez al año',
        hint: 'Una declaración anual (CA12), con pagos a cuenta en julio y diciembre.',
      },
    },
  },
  endOfFinancialYear: {
    title: '¿Cuándo termina tu ejercicio social?',
    description: 'Tus cuentas se cierran en esta fecha cada año.',
    legend: 'Fecha de cierre del ejercicio',
    day: 'Día',
    month: 'Mes',
    hint: 'El primer ejercicio empieza con la inscripción de la sociedad y termina la siguiente vez que llega esta fecha, así que puede durar menos de 12 meses. La mayoría de las sociedades cierran el 31 de diciembre.',
  },
  expectedVolume: {
    title: '¿Cuánto dinero moverá tu empresa cada mes?',
    description:
      'Basta con una estimación de los pagos que esperas recibir y hacer cada mes. Los bancos la piden al abrir una cuenta profesional.',
    legend: 'Pagos mensuales',
    lessThan: 'Menos de {amount}',
    between: 'De {from} a {to}',
    moreThan: 'Más de {amount}',
  },
  contact: {
    title: '¿Cómo se puede contactar con tu empresa?',
    description:
      'El correo electrónico y el teléfono de tu empresa, que se comunican al registro y a la administración tributaria.',
    email: 'Correo electrónico profesional',
    emailHint: 'Te proponemos el de tu registro; puedes indicar otro.',
    phone: 'Teléfono profesional',
  },
  urssaf: {
    title: '¿Con qué frecuencia quieres declarar a la URSSAF?',
    description:
      'Declaras tus ingresos y pagas tus cotizaciones sociales a la URSSAF. Al año pagas lo mismo; solo cambia la frecuencia.',
    legend: 'Declaraciones y pagos a la URSSAF',
    MONTHLY: { label: 'Cada mes', hint: 'Pagos más pequeños, repartidos a lo largo del año.' },
    QUARTERLY: { label: 'Cada trimestre', hint: 'Menos declaraciones: cuatro al año.' },
  },
  fiscalOption: {
    title: '¿Quieres pagar tu impuesto sobre la renta junto con tus cotizaciones?',
    what: 'Con el versement libératoire de l’impôt sur le revenu, pagas tu impuesto sobre la renta a la vez que tus cotizaciones a la URSSAF, como un porcentaje fijo de tu facturación: 1 % en venta de mercancías, 1,7 % en otros servicios comerciales y artesanales, 2,2 % en profesiones liberales. Esos ingresos ya no vuelven a tributar.',
    without:
      'Sin esta opción, tu beneficio, tras una reducción a tanto alzado, se suma a los demás ingresos de tu hogar y tributa según la escala progresiva.',
    condition:
      'Solo puedes elegirlo si la renta fiscal de referencia (revenu fiscal de référence) de {year} de tu hogar, que figura en la notificación del impuesto recibida en {noticeYear}, no supera el límite anual, unos 29 000 € por parte del cociente familiar.',
    legend: 'Versement libératoire',
    yesHint: 'Tu impuesto se paga con tus cotizaciones, como porcentaje de tu facturación.',
    noHint: 'Tu beneficio tributa con los ingresos de tu hogar.',
  },
} satisfies Messages['businessInformation'];
