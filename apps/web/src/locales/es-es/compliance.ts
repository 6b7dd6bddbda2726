import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Cumplimiento',
  loadFailed:
    'No se ha podido cargar tu espacio de cumplimiento. Inténtalo de nuevo en un momento.',
  retry: 'Reintentar',
  intro: {
    title: 'Tus obligaciones legales, con fecha y explicadas',
    description:
      'Responde a unas preguntas sobre tu sociedad: las convertimos en un plan de tus obligaciones (declaraciones, depósitos, registros), cada una con su plazo, sus formularios y la ley que la impone.',
    points: {
      questions: 'Menos de diez preguntas, una a una',
      dates: 'Plazos calculados a partir de tus propias fechas',
      sources: 'Cada paso enlaza con su fuente oficial',
    },
    start: 'Empezar',
  },
  questionnaire: {
    progress: 'Pregunta {current} de {total}',
    back: 'Atrás',
    next: 'Siguiente',
    finish: 'Terminar',
    multiHint: 'Varias respuestas posibles',
  },
  generate: {
    title: 'Tu plan',
    preparing: 'Estamos preparando tu plan…',
    missing: 'Tus respuestas están guardadas. Genera tu plan para ver tus obligaciones.',
    action: 'Generar mi plan',
    reviewTitle: 'Tu plan se está revisando',
    reviewDescription:
      'Algunas de tus respuestas necesitan la opinión de un jurista. Nuestro equipo revisa y completa tu plan: recibirás un correo en cuanto esté listo.',
  },
  plan: {
    title: 'Tu plan de cumplimiento',
    intro:
      'Tus obligaciones, agrupadas por tema. Marca cada paso como completado, u omítelo si no te afecta.',
    version: 'Reglas aplicadas: versión {version}',
    summary: '{done} de {total} pasos atendidos',
    dueDate: 'Vence el {date}',
    noDueDate: 'Sin plazo fijo',
    forms: 'Formularios',
    links: 'Más información',
    complete: 'Marcar como completado',
    skip: 'Omitir',
    actionFailed: 'No se ha podido actualizar el paso. Inténtalo de nuevo.',
    calendar: 'Añadir los plazos a mi calendario',
    calendarHint:
      'Suscribe tu calendario (Google, Outlook, Apple) a este enlace privado: tus plazos se actualizan solos. No lo compartas.',
    state: {
      NEW: 'Pendiente',
      IN_PROGRESS: 'En curso',
      COMPLETE: 'Completado',
      SKIPPED: 'Omitido',
    },
  },
} satisfies Messages['compliance'];
