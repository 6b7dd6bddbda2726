export default {
  preparing: 'Preparing your space…',
  failedTitle: 'We could not prepare your space',
  failed: 'Your order could not be created. Please try again.',
  retry: 'Try again',
} as const;
