export default {
  generic: 'Une erreur est survenue. Réessayez.',
  network: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
  UNAUTHENTICATED: 'Votre session a expiré : reconnectez-vous.',
  NOT_OPERATOR: 'Ce compte n’est pas un compte opérateur',
  ORDER_NOT_FOUND: 'Ce dossier n’existe pas.',
  DOCUMENT_NOT_FOUND: 'Ce document n’existe plus.',
  INVALID_ARGUMENT: 'Certaines valeurs ne sont pas valides.',
  INVALID_FILE: 'Ce fichier n’est pas valide pour ce type de document.',
  FILE_TOO_LARGE: 'Ce fichier est trop volumineux.',
  STORAGE_FAILED: 'Le stockage des fichiers n’a pas répondu. Réessayez.',
  OCR_FAILED: 'Le document n’a pas pu être lu.',
  DOCUMENT_UNREADABLE:
    'Ce fichier ne peut pas être ouvert : il est endommagé ou protégé par un mot de passe.',
  STATUS_CHANGED: 'Ce dossier a changé entre-temps : il a été rechargé',
  TRANSITION_NOT_ALLOWED: 'Le dossier ne peut pas passer à ce statut depuis son statut actuel.',
  SIGNATURE_REQUEST_OPEN: 'Une demande de signature est déjà ouverte pour ce dossier.',
  CAPITAL_DEPOSIT_NOT_OPENED:
    'Le dépôt de capital de ce dossier n’est pas encore ouvert à la banque.',
  BANK_SANDBOX_ONLY:
    'Seul le bac à sable bancaire se pilote d’ici\u00a0; la vraie banque agit d’elle-même.',
  BANK_STEP_NOT_ALLOWED: 'Le dépôt n’en est pas à cette étape.',
  INCORPORATION_CERTIFICATE_MISSING:
    'Téléversez d’abord le certificat d’immatriculation (Companies House) dans le dossier.',
  TRANSFER_MISSING: 'Un fondateur n’a pas encore vérifié son identité ou viré son capital.',
  INVOICE_TOOL_NOT_OFFERED:
    'Les devis et factures ne sont proposés qu’aux sociétés françaises et britanniques.',
  COMMERCIAL_DOCUMENT_NOT_FOUND: 'Ce document n’existe pas ou n’est pas émis.',
  SUPPORT_CONVERSATION_NOT_FOUND: 'Cette conversation n’existe pas.',
  SUPPORT_CONVERSATION_CLOSED:
    'Cette conversation est close : le prochain message du fondateur en ouvrira une nouvelle.',
  SUPPORT_ATTACHMENT_NOT_FOUND: 'Cette pièce jointe n’existe pas.',
  UPLOAD_NOT_FOUND: 'Ce dépôt n’existe pas : joignez à nouveau le fichier.',
  UPLOAD_EXPIRED: 'Le dépôt a pris trop de temps : joignez à nouveau le fichier.',
  UPLOAD_ALREADY_USED: 'Ce fichier a déjà été envoyé.',
  UPLOAD_NOT_RECEIVED: 'Le fichier n’est pas encore arrivé : envoyez à nouveau.',
  UPLOAD_CONTENT_MISMATCH: 'Le fichier a changé pendant l’envoi : joignez-le à nouveau.',
  INTERNAL: 'Le serveur a échoué. Réessayez dans un instant.',
  COMPLIANCE_NOT_OFFERED: 'L’outil de conformité n’est pas disponible pour cette entreprise.',
  COMPLIANCE_QUESTIONNAIRE_NOT_FOUND: 'Ce questionnaire de conformité n’existe pas.',
  COMPLIANCE_QUESTION_NOT_ASKED:
    'Cette question ne s’applique pas compte tenu de vos réponses précédentes.',
  COMPLIANCE_QUESTIONNAIRE_INCOMPLETE:
    'Répondez à toutes les questions avant de générer votre plan.',
  COMPLIANCE_PLAN_NOT_FOUND: 'Ce plan de conformité n’existe pas.',
  COMPLIANCE_STEP_NOT_FOUND: 'Cette étape ne fait pas partie du plan.',
  COMPLIANCE_STEP_CLOSED: 'Cette étape est déjà terminée ou ignorée.',
  COMPLIANCE_PLAN_NOT_REVIEWABLE: 'Ce plan n’attend pas de revue.',
  field: {
    ukCompanyNumber:
      'Le numéro de société compte 8 caractères comme sur le certificat : 8 chiffres en Angleterre et au pays de Galles, SC et 6 chiffres en Écosse, NI et 6 chiffres en Irlande du Nord.',
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur n’est pas valide.',
    tooLong: 'Cette valeur est trop longue.',
    negativeAmount: 'Le montant ne peut pas être négatif.',
    postalCode: 'Ce n’est pas un code postal du pays de la société : vérifiez-le.',
    companyInFrance: 'Une société française a son siège social en France.',
    companyInUk: 'Une société britannique a son siège social au Royaume-Uni.',
  },
} as const;
