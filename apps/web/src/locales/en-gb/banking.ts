export default {
  unreachable: {
    title: 'The bank is unreachable',
    description: 'We could not reach our partner bank. Nothing is lost: try again in a moment.',
    retry: 'Try again',
  },
  copy: {
    copied: 'Copied',
    failed: 'Copying failed: select the text to copy it.',
  },
  capitalDeposit: {
    title: 'Capital deposit',
    intro:
      'Your share capital is paid into a blocked account at our partner bank. It is released to your company once it is registered.',
    empty:
      'The capital deposit starts once your questionnaire has been approved. We will let you know.',
    opening: {
      title: 'Your deposit account is being opened',
      description:
        'Our partner bank is opening your deposit account. The details to transfer your capital will appear here as soon as it is ready.',
    },
    progress: {
      title: 'Where your deposit stands',
      label: 'Progress of your capital deposit',
      summary: 'Step {step} of 5 · {percent}%',
      steps: 'Steps of your capital deposit',
      state: {
        done: '(done)',
        current: '(current step)',
        upcoming: '(to come)',
      },
    },
    steps: {
      accountCreation: {
        label: 'Account creation or review',
        now: 'The bank is opening the deposit account and reviewing the file.',
      },
      transfer: {
        label: 'Transfer of capital',
        now: 'Each shareholder transfers their contribution to the deposit account.',
      },
      notary: {
        label: 'Notary processing',
        now: 'The partner notary is checking the deposit.',
      },
      certificate: {
        label: 'Funds certificate',
        now: 'The funds certificate is issued: it is in your documents.',
      },
      complete: {
        label: 'Complete',
        now: 'Your company is registered and the capital has been released to its account.',
      },
    },
    identityBanner: {
      title: 'Verify your identity',
      description:
        'The bank must verify the identity of each shareholder before the capital can be transferred. It takes a few minutes, with an identity document at hand.',
      verifyMine: 'Verify my identity',
      verifyOf: 'Verify the identity of {name}',
    },
    certificate: {
      title: 'Your funds certificate is ready',
      description: 'The certificate of deposit of the funds is among your documents.',
      link: 'See my documents',
    },
    shareholders: {
      title: 'Shareholders',
      amount: 'Amount to transfer',
      identity: 'Identity verification',
      transfer: 'Transfer of the capital',
      identityStatus: {
        pending: 'Pending',
        done: 'Done',
        approved: 'Approved',
        rejected: 'Rejected',
      },
      identityHint: {
        pending: 'The bank is waiting for you to verify your identity.',
        done: 'The bank is checking your identity.',
        approved: 'The bank has verified your identity.',
        rejected: 'The bank refused the verification. Contact us to find out what to do.',
      },
      transferStatus: {
        pending: 'Pending',
        approved: 'Approved',
      },
      transferHint: {
        pending: 'The bank is waiting for your transfer.',
        approved: 'The bank has received your transfer.',
      },
    },
    account: {
      title: 'Where to transfer your contribution',
      instructions:
        'Transfer {amount} from an account in your name to this deposit account. Copy each detail into your bank’s transfer form.',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Account holder',
      copyIban: 'Copy the IBAN',
      copyBic: 'Copy the BIC',
      copyHolder: 'Copy the account holder',
    },
  },
  businessAccount: {
    title: 'My business account',
    created: {
      title: 'Open your business account',
      description:
        'A business bank account for your micro-entreprise, opened online with our partner bank: a French IBAN, a payment card and your income kept apart from your personal money.',
      price: '{price} a month excluding VAT',
      subscribe: 'Subscribe',
    },
    preparing: {
      title: 'Your payment is confirmed',
      description:
        'The bank is preparing your registration. This page updates by itself in a few seconds.',
    },
    registrationPending: {
      title: 'Finish opening your account',
      description:
        'Your subscription is active. Finish your registration with the bank: it asks for your identity and a few details about your business.',
      continue: 'Continue my registration',
    },
    completed: {
      title: 'Your business account is open',
      description: 'Manage your account, your card and your transfers on the bank’s site.',
      portal: 'Go to my bank',
      external: '(opens the bank’s site)',
    },
    invalid: {
      title: 'Your business account cannot be shown',
      description:
        'We could not read where your account stands with the bank. Try again in a moment, or contact us if it goes on.',
    },
    subscription: {
      orderNotAvailable: 'Order is not available.',
      missingIds: 'Missing customer or account ID.',
      checkoutFailed: 'Failed to create checkout session.',
      alreadySubscribed: 'You have already subscribed to the business account.',
      sessionError: 'An error occurred while opening the payment session. Please try again.',
    },
  },
} as const;
