import type { Messages } from '../../app/i18n/message-types.js';

export default {
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    'my-account': 'Mi cuenta',
    'capital-deposit': 'Depósito de capital',
    'quotes-&-invoices': 'Presupuestos y facturas',
    documents: 'Documentos',
    compliance: 'Cumplimiento',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    external: '(abre la web del banco)',
  },
  spain: {
    hub: 'Hub de Registro',
    accounting: 'Área contable',
    calendar: 'Calendario Oficial',
    documents: 'Documentos',
    mobile: {
      registrations: 'Registros',
      accounting: 'Contable',
      activity: 'Actividad',
      documents: 'Documentos',
      account: 'Cuenta',
    },
  },
  userMenu: {
    open: 'Abrir el menú de la cuenta',
    settings: 'Ajustes',
    logout: 'Cerrar sesión',
    signedInAs: 'Sesión iniciada como {email}',
  },
  funnel: {
    back: 'Volver al paso anterior',
    saveAndExit: 'Guardar y salir',
    progress: 'Progreso de esta sección',
  },
  noOrder: {
    title: 'No tienes ningún alta en curso',
    description:
      'Elige la forma jurídica que mejor se adapta a tu proyecto y empieza tu alta: solo lleva unos minutos.',
    cta: 'Empezar mi alta',
  },
  errorScreen: {
    title: '¡Algo ha salido mal!',
    description: 'No se ha podido cargar la página. Comprueba tu conexión y vuelve a intentarlo.',
    home: 'Volver al inicio',
    tryAgain: 'Reintentar',
  },
  notFound: {
    title: 'No encontrado',
    description: 'Esta página no existe o ha cambiado de sitio.',
    home: 'Volver al inicio',
  },
  health: { ok: 'La aplicación funciona.' },
} satisfies Messages['shell'];
