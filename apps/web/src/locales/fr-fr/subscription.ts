export default {
  banner: {
    title: 'Le paiement mensuel de votre formule a échoué',
    grace:
      'Nous réessaierons votre carte. Jusqu’au {date}, tout continue de fonctionner\u00a0; ensuite, votre espace comptable passe en lecture seule.',
    readOnly:
      'Votre espace comptable est en lecture seule jusqu’au paiement\u00a0: vous pouvez toujours tout consulter et télécharger.',
    action: 'Mettre à jour ma carte et payer',
  },
  readOnly: {
    title: 'Votre formule a pris fin\u00a0: votre comptabilité est en lecture seule',
    text: 'Vous pouvez toujours consulter vos factures, dépenses et devis, télécharger leurs PDF et justificatifs et exporter les chiffres trimestriels, mais plus en créer, en émettre ni en modifier.',
  },
};
