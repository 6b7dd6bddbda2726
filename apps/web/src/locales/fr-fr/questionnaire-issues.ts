import type { Messages } from '../../app/i18n/message-types.js';

export default {
  missingAnswers: 'Certaines réponses manquent encore.',
  missingIdentity:
    'Envoyez votre pièce d’identité (recto et verso pour une carte d’identité ou un titre de séjour).',
  missingSpouseIdentity: 'Envoyez la pièce d’identité de votre conjoint.',
  missingPersonalProofOfAddress: 'Envoyez un justificatif de domicile.',
  missingBusinessProofOfAddress: 'Envoyez un justificatif de l’adresse de votre entreprise.',
  proofAddressTooOld:
    'Votre justificatif de domicile date de 3 mois ou plus. Envoyez-en un plus récent.',
  businessProofOfAddressTooOld:
    'Le justificatif de l’adresse de votre entreprise date de 3 mois ou plus. Envoyez-en un plus récent.',
  capitalInconsistent:
    'Le capital ne se divise pas en actions ou parts entières d’au moins 0,01 €. Vérifiez le montant et le nombre d’actions ou de parts.',
  nirDoesNotMatchBirth:
    'Votre numéro de sécurité sociale ne correspond pas à votre sexe ou à votre mois et année de naissance. Vérifiez-le.',
} satisfies Messages['questionnaireIssues'];
