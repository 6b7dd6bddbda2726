export default {
  nav: {
    label: 'Main navigation',
    home: 'Home',
    'my-account': 'My account',
    'capital-deposit': 'Capital deposit',
    'quotes-&-invoices': 'Quotes & invoices',
    documents: 'Documents',
    compliance: 'Compliance',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    external: '(opens the bank’s site)',
  },
  spain: {
    hub: 'Registration hub',
    accounting: 'Accounting',
    calendar: 'Official calendar',
    documents: 'Documents',
    mobile: {
      registrations: 'Registrations',
      accounting: 'Accounting',
      activity: 'Activity',
      documents: 'Documents',
      account: 'Account',
    },
  },
  userMenu: {
    open: 'Open the account menu',
    settings: 'Settings',
    logout: 'Log out',
    signedInAs: 'Signed in as {email}',
  },
  funnel: {
    back: 'Back to the previous step',
    saveAndExit: 'Save and exit',
    progress: 'Progress of this section',
  },
  noOrder: {
    title: 'You have no company formation in progress',
    description:
      'Choose the legal form that suits your project and start your formation: it takes a few minutes.',
    cta: 'Start my company',
  },
  errorScreen: {
    title: 'Something went wrong!',
    description: 'The page could not be loaded. Check your connection and try again.',
    home: 'Back to home',
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Not found',
    description: 'This page does not exist or has moved.',
    home: 'Back to home',
  },
  health: { ok: 'The application is running.' },
} as const;
