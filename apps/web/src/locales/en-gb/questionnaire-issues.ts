export default {
  missingAnswers: 'Some answers are still missing.',
  missingIdentity:
    'Upload your identity document (both sides of an identity card or residence permit).',
  missingSpouseIdentity: 'Upload your spouse’s identity document.',
  missingPersonalProofOfAddress: 'Upload a proof of your home address.',
  missingBusinessProofOfAddress: 'Upload a proof of your business address.',
  proofAddressTooOld: 'Your proof of address is 3 months old or more. Upload a more recent one.',
  businessProofOfAddressTooOld:
    'The proof of your business address is 3 months old or more. Upload a more recent one.',
  capitalInconsistent:
    'The share capital does not divide into whole shares of at least €0.01. Check the amount and the number of shares.',
  nirDoesNotMatchBirth:
    'Your social security number does not match your sex or your month and year of birth. Check it.',
} as const;
