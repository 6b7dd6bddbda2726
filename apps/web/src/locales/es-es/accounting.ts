export default {
  errors: {
    nif: 'Este NIF no es válido: revisa su letra o dígito de control.',
    ivaRate: 'Elige un tipo de IVA del 21 %, 10 %, 4 % o 0 %.',
    totalMismatch: 'El total debe ser la base imponible más el IVA.',
    ivaMismatch: 'El IVA debe ser el tipo aplicado a la base imponible.',
  },
};
