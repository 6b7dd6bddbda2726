export default {
  title: 'Which company do you want to create?',
  subtitle:
    'Choose your country and legal form. You answer a guided questionnaire, pay by card, sign online, and we handle the formalities.',
  start: 'Start',
  france: 'France',
  spain: 'Spain',
  uk: 'United Kingdom',
  sasu: {
    title: 'SASU',
    body: 'A one-shareholder company: flexible, with the founder as an employee-like president.',
  },
  eurl: {
    title: 'EURL',
    body: 'A one-member limited company, with the manager under the self-employed regime.',
  },
  micro: {
    title: 'Micro-entreprise',
    body: 'The simplest way to start alone, with light bookkeeping and taxes on turnover.',
  },
  autonomo: {
    title: 'Autónomo',
    body: 'Register as self-employed with the tax agency (AEAT) and social security (TGSS).',
  },
  sl: {
    title: 'Sociedad Limitada (SL)',
    body: 'A limited liability company, the most common form for small businesses in Spain.',
  },
  sa: {
    title: 'Sociedad Anónima (SA)',
    body: 'A public limited company, for larger projects with more capital.',
  },
  ltd: {
    title: 'Private limited company (Ltd)',
    body: 'A company limited by shares, registered at Companies House.',
  },
} as const;
