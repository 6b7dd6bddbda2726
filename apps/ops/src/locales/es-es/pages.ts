const auth = {
  title: 'Acceso al back-office',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  required: 'Introduce tu correo electrónico y tu contraseña',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos',
  failed: 'No se ha podido iniciar sesión, inténtalo de nuevo',
  notOperator: 'Esta cuenta no es una cuenta de operador',
  sessionEnded: 'Tu sesión ha caducado: vuelve a iniciar sesión',
} as const;

const orders = {
  title: 'Expedientes',
  total: 'Expedientes encontrados: {count}',
  filters: {
    label: 'Filtros',
    search: 'Buscar',
    searchHint: 'Fundador, correo, empresa o identificador del expediente',
    country: 'País',
    status: 'Estado',
    legalForm: 'Forma jurídica',
    waitingOn: 'Pendiente de',
    waitingOnBank: 'El banco',
    clear: 'Limpiar filtros',
  },
  table: {
    caption: 'Expedientes que cumplen los filtros',
    founder: 'Fundador',
    company: 'Empresa',
    country: 'País',
    legalForm: 'Forma jurídica',
    status: 'Estado',
    waitingOn: 'Pendiente de',
    updated: 'Actualizado',
    noCompany: 'Aún sin nombre de empresa',
  },
  empty: 'Ningún expediente cumple estos filtros.',
  pagination: {
    label: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {page}',
  },
} as const;

const featureFlags = {
  title: 'Funcionalidades',
  description: 'Activa o desactiva una funcionalidad para todos los clientes a la vez.',
  empty: 'No hay ninguna funcionalidad definida.',
  saved: '{name} está ahora {state}',
  on: 'activada',
  off: 'desactivada',
  failed: 'No se ha podido cambiar la funcionalidad: se ha restablecido.',
} as const;

const emails = {
  title: 'Correos',
  description: 'La bandeja de salida: cada correo que el producto ha enviado o enviará.',
  filters: {
    label: 'Filtros',
    to: 'Destinatario',
    status: 'Estado',
  },
  status: {
    pending: 'Pendiente',
    sent: 'Enviado',
    failed: 'Fallido',
  },
  table: {
    caption: 'Correos, del más reciente al más antiguo',
    to: 'Para',
    subject: 'Asunto',
    template: 'Plantilla',
    language: 'Idioma',
    status: 'Estado',
    attempts: 'Intentos',
    lastError: 'Último error',
    created: 'Creado',
    sent: 'Enviado',
    show: 'Mostrar el correo «{subject}»',
  },
  empty: 'Ningún correo cumple estos filtros.',
  detail: {
    text: 'Texto',
    nextAttempt: 'Próximo intento',
    order: 'Expediente',
    close: 'Cerrar el correo',
  },
} as const;

const inbox = {
  title: 'Chat',
  description:
    'Las preguntas de los clientes desde el chat de su espacio. Las respuestas les llegan al instante.',
  filters: {
    label: 'Conversaciones que mostrar',
    view: 'Mostrar',
    open: 'Abiertas',
    unassigned: 'Abiertas, sin asignar',
    mine: 'Asignadas a mí',
    closed: 'Cerradas',
  },
  list: 'Conversaciones',
  empty: 'No hay conversaciones en esta vista.',
  unread: 'Sin leer: {count}',
  closed: 'Cerrada',
  closedHint: 'Esta conversación está cerrada: el próximo mensaje del cliente abrirá otra.',
  assignedTo: 'Asignada a {name}',
  unassigned: 'Sin asignar',
  assignToMe: 'Asignármela',
  closeConversation: 'Cerrar la conversación',
  messages: 'Mensajes',
  founder: 'Cliente',
  by: '{author}, {date}',
  conversation: {
    title: 'Conversación con {name}',
    close: 'Ocultar',
  },
  file: {
    title: 'Expediente del cliente',
    company: 'Empresa',
    country: 'País',
    status: 'Estado',
    link: 'Expediente',
    open: 'Abrir el expediente',
    none: 'Todavía no hay expediente.',
  },
  reply: {
    label: 'Respuesta',
    submit: 'Enviar la respuesta',
    required: 'Escribe primero una respuesta o adjunta un archivo',
  },
  attachment: {
    attach: 'Adjuntar un archivo (PDF, PNG o JPEG, 10 MB como máximo)',
    remove: 'Quitar {name}',
    download: 'Descargar',
    lastMessage: 'Archivo: {name}',
  },
} as const;

export default { auth, orders, featureFlags, emails, inbox };
