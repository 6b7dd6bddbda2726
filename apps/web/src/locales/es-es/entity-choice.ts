import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: '¿Qué empresa quieres crear?',
  subtitle:
    'Elige tu país y tu forma jurídica. Respondes a un cuestionario guiado, pagas con tarjeta, firmas en línea y nosotros nos ocupamos de los trámites.',
  start: 'Empezar',
  france: 'Francia',
  spain: 'España',
  uk: 'Reino Unido',
  sasu: {
    title: 'SASU',
    body: 'Una sociedad de socio único, flexible, cuyo presidente se asimila a un asalariado.',
  },
  eurl: {
    title: 'EURL',
    body: 'Una sociedad limitada de socio único, cuyo gerente cotiza como autónomo.',
  },
  micro: {
    title: 'Micro-entreprise',
    body: 'La forma más sencilla de empezar en solitario en Francia, con contabilidad simplificada.',
  },
  autonomo: {
    title: 'Autónomo',
    body: 'Alta como autónomo en la Agencia Tributaria (AEAT) y en la Seguridad Social (TGSS).',
  },
  sl: {
    title: 'Sociedad Limitada (SL)',
    body: 'Una sociedad de responsabilidad limitada, la forma más habitual de las pymes en España.',
  },
  sa: {
    title: 'Sociedad Anónima (SA)',
    body: 'Una sociedad anónima, para proyectos más grandes con más capital.',
  },
  ltd: {
    title: 'Private limited company (Ltd)',
    body: 'Una sociedad limitada por acciones, inscrita en Companies House.',
  },
} satisfies Messages['entityChoice'];
