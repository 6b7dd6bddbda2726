export default {
  errors: {
    nif: 'This NIF is not valid: check its control letter or digit.',
    ivaRate: 'Choose an IVA rate of 21 %, 10 %, 4 % or 0 %.',
    totalMismatch: 'The total must be the base plus the IVA.',
    ivaMismatch: 'The IVA must be the rate applied to the base.',
  },
};
