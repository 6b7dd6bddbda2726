export default {
  errors: {
    nif: 'Ce NIF n’est pas valide : vérifiez sa lettre ou son chiffre de contrôle.',
    ivaRate: 'Choisissez un taux d’IVA de 21 %, 10 %, 4 % ou 0 %.',
    totalMismatch: 'Le total doit être la base plus l’IVA.',
    ivaMismatch: 'L’IVA doit être le taux appliqué à la base.',
    irpfRate: 'La retenue d’IRPF est de 15 %, ou de 7 % les premières années d’activité.',
    irpfConsumer: 'Un particulier ne pratique pas de retenue : mettez la retenue d’IRPF à 0 %.',
    exemption: 'Indiquez un seul motif d’exonération, et seulement sur des lignes à 0 % d’IVA.',
  },
};
