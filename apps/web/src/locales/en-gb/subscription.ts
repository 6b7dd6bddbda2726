export default {
  banner: {
    title: 'Your plan’s monthly payment failed',
    grace:
      'We will try your card again. Until {date} everything keeps working; after that your accounting area becomes read-only.',
    readOnly:
      'Your accounting area is read-only until the payment goes through: you can still see and download everything.',
    action: 'Update my card and pay',
  },
  readOnly: {
    title: 'Your plan has ended: your accounting is read-only',
    text: 'You can still see your invoices, expenses and quotes, download their PDFs and tickets and export the quarterly figures, but not create, issue or change them.',
  },
};
