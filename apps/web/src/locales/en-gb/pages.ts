export default {
  capitalDeposit: {
    title: 'Capital deposit',
    empty:
      'The capital deposit starts once your questionnaire has been approved. We will let you know.',
  },
  accounting: {
    title: 'Accounting',
    empty: 'Your invoices, expenses and quotes will appear here.',
  },
  calendar: {
    title: 'Official calendar',
  },
} as const;
