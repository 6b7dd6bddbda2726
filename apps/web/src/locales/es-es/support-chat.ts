export default {
  open: 'Habla con el equipo',
  openWithUnread: {
    one: 'Habla con el equipo, 1 mensaje sin leer',
    other: 'Habla con el equipo, {count} mensajes sin leer',
  },
  title: '¿Dudas? Pregunta al equipo de gestión',
  intro:
    'Respondemos en horario laboral, normalmente en menos de una hora. Te avisaremos por e-mail si no ves nuestra respuesta.',
  close: 'Cerrar el chat',
  messages: 'Mensajes',
  empty: 'Todavía no hay mensajes. Escribe tu pregunta abajo.',
  you: 'Tú',
  team: 'Equipo de gestión',
  sentAt: 'Enviado a las {time}',
  closed: 'Esta conversación está cerrada. Escribe abajo para empezar una nueva.',
  label: 'Tu mensaje',
  placeholder: 'Escribe tu pregunta…',
  send: 'Enviar',
  sending: 'Enviando…',
  loading: 'Cargando la conversación…',
  unavailable: 'El chat no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
} as const;
