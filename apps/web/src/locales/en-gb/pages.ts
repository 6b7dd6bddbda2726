export default {
  accounting: {
    title: 'Accounting',
    empty: 'Your invoices, expenses and quotes will appear here.',
  },
  calendar: {
    title: 'Official calendar',
  },
} as const;
