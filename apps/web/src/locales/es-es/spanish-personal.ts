import type { Messages } from '../../app/i18n/message-types.js';

export default {
  upload: {
    missing: 'Sube los archivos solicitados antes de continuar.',
  },
  analysing: {
    title: 'Analizando tus documentos…',
    description:
      'Estamos leyendo tus documentos para que no tengas que escribir sus datos. Solo tarda unos segundos.',
    count: '{done} de {total} leídos',
    reading: 'Leyendo',
    read: 'Leído',
  },
  preview: {
    title: 'Tu documento',
    loading: 'Cargando el documento',
    open: 'Abrir {name}',
    zoom: 'Abrir {name} a tamaño completo',
    unavailable: 'Ahora mismo no se puede mostrar el documento.',
  },
  id: {
    title: 'Tu documento de identidad',
    description:
      'Elige tu documento y sube una foto o un escaneo nítido de cada cara: leeremos tus datos en él.',
    typeLegend: '¿Qué documento tienes?',
    types: {
      SPANISH: 'DNI (anverso y reverso)',
      EU: 'Ciudadano UE: NIE + DNI o pasaporte',
      NON_EU: 'TIE (anverso y reverso)',
    },
    typeHints: {
      SPANISH: 'Documento Nacional de Identidad español',
      EU: 'Ciudadanos de la UE, del EEE y de Suiza',
      NON_EU: 'Tarjeta de Identidad de Extranjero, para ciudadanos de otros países',
    },
    files: {
      dniFront: 'DNI — anverso',
      dniBack: 'DNI — reverso',
      tieFront: 'TIE — anverso',
      tieBack: 'TIE — reverso',
      nie: 'Certificado de NIE',
      idOrPassport: 'Documento de identidad o pasaporte',
    },
  },
  idReview: {
    title: 'Revisa tus datos personales',
    description:
      'Hemos rellenado lo que hemos leído en tu documento. Compáralo con el documento y corrige lo que no esté bien.',
    fullName: 'Nombre y apellidos',
    dateOfBirth: 'Fecha de nacimiento',
    placeOfBirth: 'Lugar de nacimiento',
    nationality: 'Nacionalidad',
    idNumber: 'Número de documento (DNI o NIE)',
    idExpirationDate: 'Fecha de caducidad',
  },
  proof: {
    types: {
      UTILITY_BILL: 'Factura de suministros',
      REGISTRATION_CERTIFICATE: 'Certificado de empadronamiento',
      LEASE: 'Contrato de alquiler',
      PROPERTY_TAX_RECEIPT: 'Recibo del IBI',
    },
    typeHints: {
      UTILITY_BILL: 'Luz, agua, gas o internet, a tu nombre',
      REGISTRATION_CERTIFICATE: 'Lo expide tu ayuntamiento',
      LEASE: 'Firmado, con la dirección de la vivienda',
      PROPERTY_TAX_RECEIPT: 'Si la vivienda es tuya',
    },
    home: {
      title: 'Tu justificante de domicilio',
      description: 'Un documento a tu nombre que muestre dónde vives en España.',
      typeLegend: '¿Qué documento acredita tu domicilio?',
      uploadLabel: 'Justificante de domicilio',
    },
    fiscal: {
      typeLegend: '¿Qué documento acredita tu domicilio fiscal?',
      uploadLabel: 'Justificante de domicilio fiscal',
    },
    notification: {
      typeLegend: '¿Qué documento acredita tu dirección de notificaciones?',
      uploadLabel: 'Justificante de la dirección de notificaciones',
    },
  },
  addressReview: {
    home: {
      title: 'Revisa tu domicilio',
      description:
        'Hemos rellenado la dirección que hemos leído en tu justificante. Corrige lo que no esté bien.',
    },
    fiscal: {
      title: 'Revisa tu domicilio fiscal',
      description:
        'Hemos rellenado la dirección que hemos leído en tu justificante. Corrige lo que no esté bien.',
    },
    notification: {
      title: 'Revisa tu dirección de notificaciones',
      description:
        'Hemos rellenado la dirección que hemos leído en tu justificante. Corrige lo que no esté bien.',
    },
    streetName: 'Calle',
    streetNumber: 'Número',
    buildingNumber: 'Información adicional (opcional)',
    buildingNumberHint: 'Bloque, escalera, piso, puerta…',
    postalCode: 'Código postal',
    city: 'Provincia',
  },
  other: {
    fiscal: {
      title: 'Tu domicilio fiscal',
      description:
        'Hacienda te escribe a tu domicilio fiscal: normalmente es tu vivienda, salvo que dirijas tu actividad desde otro lugar.',
      question: '¿Tu domicilio fiscal es distinto de tu domicilio?',
    },
    notification: {
      title: 'Tu dirección de notificaciones',
      description:
        'Hacienda y la Seguridad Social envían sus cartas a esta dirección. Es tu domicilio salvo que elijas otra.',
      question: '¿Quieres recibir las notificaciones en una dirección distinta de tu domicilio?',
    },
  },
  housing: {
    title: 'Trabajar desde casa',
    description:
      'Si trabajas desde casa, puedes deducir como gastos de tu actividad una parte de sus suministros (luz, agua, internet).',
    percentage: 'Porcentaje de tu vivienda dedicado a la actividad (%)',
    percentageHint:
      'No más del 30 %. Es opcional: si no trabajas desde casa, déjalo vacío y guardaremos un 0 %.',
    cadastralReference: 'Referencia catastral (opcional)',
    cadastralReferenceHint: 'Los 20 caracteres que aparecen en tu recibo del IBI.',
  },
} satisfies Messages['spanishPersonal'];
