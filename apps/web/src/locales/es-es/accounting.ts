export default {
  errors: {
    nif: 'Este NIF no es válido: revisa su letra o dígito de control.',
    ivaRate: 'Elige un tipo de IVA del 21 %, 10 %, 4 % o 0 %.',
    totalMismatch: 'El total debe ser la base imponible más el IVA.',
    ivaMismatch: 'El IVA debe ser el tipo aplicado a la base imponible.',
    irpfRate: 'La retención de IRPF es del 15 %, o del 7 % en los primeros años de actividad.',
    irpfConsumer: 'Un particular no practica retención: pon la retención de IRPF al 0 %.',
    exemption: 'Indica una sola causa de exención, y solo en líneas al 0 % de IVA.',
  },
};
