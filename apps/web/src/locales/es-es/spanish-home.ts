import type { Messages } from '../../app/i18n/message-types.js';

export default {
  newTab: '(se abre en una pestaña nueva)',
  checklist: {
    subtitle: 'Completa estas secciones, en el orden que quieras, para que tramitemos tu alta.',
    title: 'Tu Registro de alta',
    summary: '{done} de {total} secciones completadas',
    cards: {
      'digital-certificate': {
        title: 'Sube tu certificado digital',
        body: 'El archivo .pfx o .p12 y su contraseña, o cómo obtenerlo.',
      },
      'personal-information': {
        title: 'Datos personales',
        body: 'Tu documento de identidad, tus domicilios y tu vivienda.',
      },
      'business-information': {
        title: 'Datos de tu actividad',
        body: 'Tu actividad, tu número de la Seguridad Social y tu cuenta bancaria.',
      },
      'company-formation': {
        title: 'Datos de tu sociedad',
        body: 'Denominaciones, domicilio social, objeto social, capital, socios, administradores y estatutos.',
      },
      'final-summary': {
        title: 'Confirma tus datos y firma',
        body: 'Revisa tus respuestas antes de la firma digital.',
      },
    },
    estimate: 'Tiempo estimado:',
    minutes: '{minutes} min',
    questions: '{answered} de {total} preguntas',
    completed: 'Completado',
    progress: 'Progreso de «{section}»',
    continue: 'Continuar',
    edit: 'Editar',
    locked: 'Disponible cuando completes las otras tres secciones.',
  },
  sign: {
    title: 'Último paso: firma digitalmente',
    body: 'Nuestro socio de firma electrónica ha enviado los documentos a firmar a {email}. Abre el correo y sigue sus instrucciones para firmarlos.',
    bodyNoEmail:
      'Nuestro socio de firma electrónica te ha enviado por correo los documentos a firmar. Abre el correo y sigue sus instrucciones para firmarlos.',
    openWebmail: 'Abrir {name}',
    openMail: 'Abrir mi correo',
    spam: '¿No lo encuentras? Revisa la carpeta de spam o de promociones.',
  },
  thanks: {
    title: 'Gracias por enviar tu solicitud',
    body: 'Estamos tramitando tu alta. Te avisaremos por correo electrónico en cada paso.',
    companyBody:
      'Estamos constituyendo tu sociedad. Te avisaremos por correo electrónico en cada paso.',
    bars: {
      questionnaire: 'Cuestionario',
      aeat: 'Alta en Hacienda (AEAT)',
      tgss: 'Alta en la Seguridad Social (TGSS)',
      nameCertificate: 'Certificación negativa del nombre',
      capitalAndDeed: 'Capital social y escritura ante notario',
      registry: 'Inscripción y NIF',
    },
    states: {
      done: 'Completado',
      inProgress: 'En curso',
      pending: 'Pendiente',
    },
    notice: 'Por ahora no tienes que hacer nada.',
    yourTurn: 'Tu siguiente paso se indica más abajo.',
  },
  calendar: {
    subtitle: 'Lo que presenta y paga un autónomo en {year} y {nextYear}, con los plazos legales.',
    next: 'Próximo vencimiento',
    dueIn: 'vence {relative}',
    legend: 'Leyenda',
    past: 'Vencido',
    showPast: 'Mostrar los meses anteriores ({count})',
    hidePast: 'Ocultar los meses anteriores',
    moved: 'Plazo trasladado',
    chargedEarlier: 'Cargo adelantado',
    disclaimer:
      'Calendario orientativo para un autónomo en régimen común, en estimación directa y sujeto a IVA.',
  },
  congratulations: {
    title: '¡Enhorabuena! Tu alta de autónomo está completada',
    body: 'Ya estás de alta en Hacienda y en la Seguridad Social. Consulta tu calendario fiscal para no perderte ningún vencimiento.',
    calendar: 'Ver mi calendario fiscal',
  },
  companyFormed: {
    title: '¡Enhorabuena! Tu sociedad está constituida',
    body: 'Tu sociedad está inscrita en el Registro Mercantil y tiene su NIF definitivo. Sus escrituras y certificados están en tus documentos.',
    documents: 'Ver mis documentos',
  },
} satisfies Messages['spanishHome'];
