export default {
  title: 'Compliance',
  loadFailed: 'Your compliance space could not be loaded. Try again in a moment.',
  retry: 'Try again',
  intro: {
    title: 'Your legal obligations, dated and explained',
    description:
      'Answer a few questions about your company: we turn them into a plan of your obligations (returns, filings, registers), each with its deadline, its forms and the law that requires it.',
    points: {
      questions: 'Fewer than ten questions, one at a time',
      dates: 'Deadlines computed from your own dates',
      sources: 'Every step links to its official source',
    },
    start: 'Start',
  },
  questionnaire: {
    progress: 'Question {current} of {total}',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    multiHint: 'Several answers possible',
  },
  generate: {
    title: 'Your plan',
    preparing: 'We are preparing your plan…',
    missing: 'Your answers are saved. Generate your plan to see your obligations.',
    action: 'Generate my plan',
    reviewTitle: 'Your plan is being checked',
    reviewDescription:
      'Some of your answers need a lawyer’s eye. Our team checks and completes your plan: you will get an e-mail as soon as it is ready.',
  },
  plan: {
    title: 'Your compliance plan',
    intro:
      'Your obligations, grouped by theme. Mark each step completed, or skip it if it does not apply to you.',
    version: 'Rules applied: version {version}',
    summary: '{done} of {total} steps dealt with',
    dueDate: 'Due {date}',
    noDueDate: 'No fixed deadline',
    forms: 'Forms',
    links: 'Find out more',
    complete: 'Mark as completed',
    skip: 'Skip',
    actionFailed: 'The step could not be updated. Try again.',
    calendar: 'Add the deadlines to my calendar',
    calendarHint:
      'Subscribe your calendar (Google, Outlook, Apple) to this private link: your deadlines stay up to date. Do not share it.',
    state: {
      NEW: 'To do',
      IN_PROGRESS: 'In progress',
      COMPLETE: 'Completed',
      SKIPPED: 'Skipped',
    },
  },
};
