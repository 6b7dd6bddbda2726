import type { Messages } from '../../app/i18n/message-types.js';

export default {
  continue: 'Continuar',
  intro: {
    title: '¿Ya tienes un certificado digital?',
    description:
      'Lo necesitamos para presentar tu alta en Hacienda y en la Seguridad Social en tu nombre.',
    upload: 'Sí, lo subo',
    uploadHint: 'El archivo .pfx o .p12 y su contraseña',
    obtain: 'No, quiero obtenerlo',
    obtainHint: 'Te guiamos paso a paso: entre 24 y 48 horas',
    infoTitle: '¿Qué es un certificado digital?',
    infoBody:
      'Un archivo emitido por la FNMT (Fábrica Nacional de Moneda y Timbre) que te identifica en internet, como tu firma. Es el que usas para hacer trámites con la Agencia Tributaria (AEAT) y la Seguridad Social (TGSS).',
  },
  upload: {
    title: 'Sube tu certificado digital',
    description:
      'Añade el archivo del certificado y escribe la contraseña que elegiste al exportarlo.',
    fileLabel: 'Archivo del certificado',
    formats: '.pfx o .p12',
    notCertificate: 'Se espera un archivo .p12 o .pfx: el certificado exportado con su clave.',
    received: 'Certificado recibido',
    replaceFile: 'Sustituir',
    keepFile: 'Conservar el archivo actual',
    password: 'Contraseña del certificado',
    showPassword: 'Mostrar la contraseña',
    secure:
      'Tu certificado y su contraseña se guardan cifrados y solo se usan para tramitar tu alta.',
    expiredGuide: 'Cómo obtener un certificado nuevo',
    back: 'Volver atrás',
    missing: 'Sube tu certificado y escribe su contraseña para continuar.',
  },
  saved: {
    title: 'Certificado comprobado',
    description: 'Comprueba que este certificado es el tuyo.',
  },
  provided: {
    title: 'Tu certificado digital',
    description: 'Ya tenemos tu certificado. Puedes sustituirlo por otro.',
    replace: 'Sustituir el certificado',
  },
  summary: {
    title: 'Certificado válido',
    holder: 'Titular',
    taxId: 'NIF/NIE',
    expiresAt: 'Válido hasta',
  },
  guide: {
    title: 'Obtén tu certificado digital',
    description:
      'Solicítalo a la FNMT (Fábrica Nacional de Moneda y Timbre) desde tu móvil o tu ordenador, sin desplazarte: te identificas por vídeo.',
    delay: 'Entre 24h y 48h (2,99 + IVA)',
    delayBody:
      'La FNMT cobra 2,99 € + IVA por la identificación por vídeo; el certificado llega entre 24 y 48 horas después.',
    appTitle: 'Con la app «FNMT Solicitud de certificados»',
    appBody: 'Solicita el certificado e identifícate con tu móvil y tu documento de identidad.',
    store: {
      ios: 'Descárgala en el App Store',
      android: 'Descárgala en Google Play',
    },
    tutorialsTitle: 'Videotutoriales',
    tutorialsBody: 'La FNMT explica cada paso en vídeo.',
    tutorialIos: 'Tutorial para iPhone (iOS)',
    tutorialAndroid: 'Tutorial para Android',
    tutorialWeb: 'Tutorial para la web',
    videoTitle: 'Identificación por vídeo en la web',
    videoBody: 'Sin app: identifícate en una videollamada desde tu ordenador.',
    videoLink: 'Solicitarlo con videoidentificación',
    newTab: '(se abre en una pestaña nueva)',
    haveIt: 'Ya lo tengo: subirlo',
  },
} satisfies Messages['spanishCertificate'];
