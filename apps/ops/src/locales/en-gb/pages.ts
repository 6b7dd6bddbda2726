const auth = {
  title: 'Sign in to the back-office',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  required: 'Enter your e-mail and password',
  invalidCredentials: 'Wrong e-mail or password',
  failed: 'Sign-in failed, try again',
  notOperator: 'This account is not an operator account',
  sessionEnded: 'Your session has ended: sign in again',
} as const;

const orders = {
  title: 'Files',
  total: 'Files found: {count}',
  filters: {
    label: 'Filters',
    search: 'Search',
    searchHint: 'Founder, e-mail, company or file id',
    country: 'Country',
    status: 'Status',
    legalForm: 'Legal form',
    waitingOn: 'Waiting on',
    waitingOnBank: 'The bank',
    clear: 'Clear filters',
  },
  table: {
    caption: 'Files matching the filters',
    founder: 'Founder',
    company: 'Company',
    country: 'Country',
    legalForm: 'Legal form',
    status: 'Status',
    waitingOn: 'Waiting on',
    updated: 'Updated',
    noCompany: 'No company name yet',
  },
  empty: 'No file matches these filters.',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
} as const;

const featureFlags = {
  title: 'Feature flags',
  description: 'Switch features on or off for every customer at once.',
  empty: 'No feature flag is defined.',
  saved: '{name} is now {state}',
  on: 'on',
  off: 'off',
  failed: 'The flag could not be changed: it was switched back.',
} as const;

const emails = {
  title: 'E-mails',
  description: 'The outbox: every e-mail the product sent or will send.',
  filters: {
    label: 'Filters',
    to: 'Recipient',
    status: 'Status',
  },
  status: {
    pending: 'Pending',
    sent: 'Sent',
    failed: 'Failed',
  },
  table: {
    caption: 'E-mails, newest first',
    to: 'To',
    subject: 'Subject',
    template: 'Template',
    language: 'Language',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    created: 'Created',
    sent: 'Sent',
    show: 'Show the e-mail “{subject}”',
  },
  empty: 'No e-mail matches these filters.',
  detail: {
    text: 'Text',
    nextAttempt: 'Next attempt',
    order: 'File',
    close: 'Close the e-mail',
  },
} as const;

const inbox = {
  title: 'Chat',
  description: 'Founders’ questions from the chat in their space. Replies reach them at once.',
  filters: {
    label: 'Conversations to show',
    view: 'Show',
    open: 'Open',
    unassigned: 'Open, not assigned',
    mine: 'Assigned to me',
    closed: 'Closed',
  },
  list: 'Conversations',
  empty: 'No conversation in this view.',
  unread: 'Unread: {count}',
  closed: 'Closed',
  closedHint: 'This conversation is closed: the founder’s next message starts a new one.',
  assignedTo: 'Assigned to {name}',
  unassigned: 'Not assigned',
  assignToMe: 'Assign to me',
  closeConversation: 'Close the conversation',
  messages: 'Messages',
  founder: 'Founder',
  by: '{author}, {date}',
  conversation: {
    title: 'Conversation with {name}',
    close: 'Hide',
  },
  file: {
    title: 'Founder’s file',
    company: 'Company',
    country: 'Country',
    status: 'Status',
    link: 'File',
    open: 'Open the file',
    none: 'No file yet.',
  },
  reply: {
    label: 'Reply',
    submit: 'Send the reply',
    required: 'Write a reply or attach a file first',
  },
  attachment: {
    attach: 'Attach a file (PDF, PNG or JPEG, 10 MB at most)',
    remove: 'Remove {name}',
    download: 'Download',
    lastMessage: 'File: {name}',
  },
} as const;

export default { auth, orders, featureFlags, emails, inbox };
