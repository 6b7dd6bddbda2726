export default {
  errors: {
    nif: 'Ce NIF n’est pas valide : vérifiez sa lettre ou son chiffre de contrôle.',
    ivaRate: 'Choisissez un taux d’IVA de 21 %, 10 %, 4 % ou 0 %.',
    totalMismatch: 'Le total doit être la base plus l’IVA.',
    ivaMismatch: 'L’IVA doit être le taux appliqué à la base.',
  },
};
