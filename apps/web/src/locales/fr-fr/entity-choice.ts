import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Quelle société voulez-vous créer ?',
  subtitle:
    'Choisissez votre pays et votre forme juridique. Vous répondez à un questionnaire guidé, payez par carte, signez en ligne, et nous nous chargeons des formalités.',
  start: 'Commencer',
  france: 'France',
  spain: 'Espagne',
  uk: 'Royaume-Uni',
  sasu: {
    title: 'SASU',
    body: 'Une société à associé unique, souple, dont le président est assimilé salarié.',
  },
  eurl: {
    title: 'EURL',
    body: 'Une SARL à associé unique, dont le gérant relève du régime des indépendants.',
  },
  micro: {
    title: 'Micro-entreprise',
    body: 'La façon la plus simple de se lancer seul, avec une comptabilité allégée et des charges sur le chiffre d’affaires.',
  },
  autonomo: {
    title: 'Autónomo',
    body: 'Inscription comme indépendant auprès de l’administration fiscale (AEAT) et de la sécurité sociale (TGSS).',
  },
  sl: {
    title: 'Sociedad Limitada (SL)',
    body: 'Une société à responsabilité limitée, la forme la plus courante des petites entreprises en Espagne.',
  },
  sa: {
    title: 'Sociedad Anónima (SA)',
    body: 'Une société anonyme, pour les projets plus importants avec davantage de capital.',
  },
  ltd: {
    title: 'Private limited company (Ltd)',
    body: 'Une société à responsabilité limitée par actions, immatriculée à Companies House.',
  },
} satisfies Messages['entityChoice'];
