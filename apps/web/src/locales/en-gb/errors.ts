export default {
  UNAUTHENTICATED: 'Your session has ended. Sign in again.',
  CUSTOMER_NOT_FOUND: 'Customer not found',
  ACCOUNT_NOT_FOUND: 'This account does not exist.',
  ORDER_NOT_FOUND: 'This order does not exist.',
  NOT_YOURS: 'You do not have access to this item.',
  INVALID_ARGUMENT: 'Some information is invalid. Check the highlighted fields.',
  REAUTHENTICATION_REQUIRED: 'For your security, sign in again to continue.',
  PASSWORD_NOT_SET: 'Your account has no password yet.',
  INTERNAL: 'An unknown error occurred',
  field: {
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    tooLong: 'This value is too long.',
    legalFormNotOffered: 'This legal form is not offered in this country.',
    unknownProduct: 'This product does not exist.',
  },
} as const;
