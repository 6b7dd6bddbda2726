import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Conformité',
  loadFailed: 'Votre espace conformité n’a pas pu être chargé. Réessayez dans un instant.',
  retry: 'Réessayer',
  intro: {
    title: 'Vos obligations légales, datées et expliquées',
    description:
      'Répondez à quelques questions sur votre société : nous en tirons un plan de vos obligations (déclarations, dépôts, registres), chacune avec son échéance, ses formulaires et le texte de loi qui l’impose.',
    points: {
      questions: 'Moins de dix questions, une à la fois',
      dates: 'Des échéances calculées à partir de vos dates à vous',
      sources: 'Chaque étape renvoie à sa source officielle',
    },
    start: 'Commencer',
  },
  questionnaire: {
    progress: 'Question {current} sur {total}',
    back: 'Retour',
    next: 'Suivant',
    finish: 'Terminer',
    multiHint: 'Plusieurs réponses possibles',
  },
  generate: {
    title: 'Votre plan',
    preparing: 'Nous préparons votre plan…',
    missing: 'Vos réponses sont enregistrées. Générez votre plan pour découvrir vos obligations.',
    action: 'Générer mon plan',
    reviewTitle: 'Votre plan est en cours de validation',
    reviewDescription:
      'Certaines de vos réponses demandent l’avis d’un juriste. Notre équipe vérifie votre plan et le complète : vous recevrez un e-mail dès qu’il sera prêt.',
  },
  plan: {
    title: 'Votre plan de conformité',
    intro:
      'Vos obligations, classées par thème. Marquez chaque étape comme terminée, ou ignorez-la si elle ne vous concerne pas.',
    version: 'Règles appliquées : version {version}',
    summary: '{done} étape(s) traitée(s) sur {total}',
    dueDate: 'Échéance : {date}',
    noDueDate: 'Sans échéance fixe',
    forms: 'Formulaires',
    links: 'Pour en savoir plus',
    complete: 'Marquer comme terminée',
    skip: 'Ignorer',
    actionFailed: 'L’étape n’a pas pu être mise à jour. Réessayez.',
    calendar: 'Ajouter les échéances à mon agenda',
    calendarHint:
      'Abonnez votre agenda (Google, Outlook, Apple) à ce lien privé : vos échéances s’y mettent à jour seules. Ne le partagez pas.',
    state: {
      NEW: 'À faire',
      IN_PROGRESS: 'En cours',
      COMPLETE: 'Terminée',
      SKIPPED: 'Ignorée',
    },
  },
} satisfies Messages['compliance'];
