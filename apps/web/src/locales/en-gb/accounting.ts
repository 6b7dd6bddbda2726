export default {
  errors: {
    nif: 'This NIF is not valid: check its control letter or digit.',
    ivaRate: 'Choose an IVA rate of 21 %, 10 %, 4 % or 0 %.',
    totalMismatch: 'The total must be the base plus the IVA.',
    ivaMismatch: 'The IVA must be the rate applied to the base.',
    irpfRate: 'The IRPF withheld is 15 %, or 7 % in the first years of an activity.',
    irpfConsumer: 'A private customer withholds no IRPF: set the withholding to 0 %.',
    exemption: 'Give one exemption reason, and only on lines at 0 % IVA.',
  },
};
