import type { Messages } from '../../app/i18n/message-types.js';

export default {
  UNAUTHENTICATED: 'Votre session a expiré. Reconnectez-vous.',
  CUSTOMER_NOT_FOUND: 'Client introuvable',
  ACCOUNT_NOT_FOUND: 'Ce compte n’existe pas.',
  ORDER_NOT_FOUND: 'Cette commande n’existe pas.',
  NOT_YOURS: 'Vous n’avez pas accès à cet élément.',
  INVALID_ARGUMENT: 'Certaines informations ne sont pas valides. Vérifiez les champs signalés.',
  REAUTHENTICATION_REQUIRED: 'Pour votre sécurité, reconnectez-vous pour continuer.',
  PASSWORD_NOT_SET: 'Votre compte n’a pas encore de mot de passe.',
  DOCUMENT_NOT_FOUND: 'Ce document n’existe pas.',
  DOCUMENT_NOT_DELETABLE:
    'Ce document a été émis par l’équipe de formalités et ne peut pas être supprimé.',
  UPLOAD_NOT_FOUND: 'Cet envoi n’existe pas. Veuillez renvoyer le fichier.',
  UPLOAD_EXPIRED: 'L’envoi a pris trop de temps. Veuillez réessayer.',
  UPLOAD_ALREADY_USED: 'Ce fichier a déjà été envoyé.',
  INVALID_FILE: 'Fichier ou type de document non valide.',
  FILE_TOO_LARGE: 'Le fichier est trop volumineux (10 Mo au maximum).',
  STORAGE_FAILED: 'L’enregistrement du fichier a échoué.',
  UPLOAD_NOT_RECEIVED: 'Le fichier n’a pas encore été reçu. Envoyez-le à nouveau.',
  UPLOAD_CONTENT_MISMATCH: 'Le fichier a changé pendant l’envoi. Choisissez-le à nouveau.',
  QUESTIONNAIRE_LOCKED: 'Vos réponses ont déjà été envoyées et ne peuvent plus être modifiées ici.',
  ORDER_NOT_PAID: 'Réglez votre commande avant de répondre au questionnaire.',
  SUBMISSION_INCOMPLETE:
    'Des réponses manquent ou seraient refusées. Vérifiez les étapes indiquées.',
  ORDER_NOT_PAYABLE: 'Cette commande ne peut plus être payée.',
  FISCAL_TERRITORY_NOT_SUPPORTED: 'Nous ne couvrons pas encore ce territoire fiscal.',
  CHECKOUT_FAILED: 'Erreur lors de la création de la session de paiement',
  ORDER_NOT_AVAILABLE: 'La commande n’est pas disponible.',
  BUSINESS_ACCOUNT_NOT_OFFERED: 'Le compte professionnel n’est pas proposé pour ce compte.',
  BUSINESS_ACCOUNT_ALREADY_SUBSCRIBED: 'Vous avez déjà souscrit au compte professionnel.',
  CHECKOUT_SUPERSEDED:
    'Le paiement de cette commande a été ouvert dans un autre onglet. Payez dans cet onglet, ou réessayez ici.',
  PAYMENT_NOT_FOUND: 'Ce paiement n’existe pas.',
  CERTIFICATE_PASSWORD_WRONG:
    'Ce mot de passe n’ouvre pas le certificat. Vérifiez-le et réessayez.',
  CERTIFICATE_EXPIRED: 'Ce certificat a expiré. Téléversez un certificat numérique valide.',
  CERTIFICATE_NOT_YET_VALID:
    'Ce certificat n’est pas encore valide. Vérifiez sa date de début ou téléversez-en un autre.',
  OCR_FAILED: 'Le document n’a pas pu être lu. Saisissez les informations vous-même.',
  DOCUMENT_UNREADABLE:
    'Ce fichier ne peut pas être ouvert : il est peut-être endommagé ou protégé par un mot de passe. Envoyez-en une autre copie ou saisissez les informations vous-même.',
  SUPPORT_CONVERSATION_NOT_FOUND: 'Cette conversation n’existe pas.',
  SUPPORT_CONVERSATION_CLOSED:
    'Cette conversation est close. Écrivez à nouveau pour en commencer une nouvelle.',
  SUPPORT_ATTACHMENT_NOT_FOUND: 'Ce fichier n’est plus disponible.',
  EXPENSES_NOT_OFFERED:
    'Les dépenses ne sont tenues que pour un compte de travailleur indépendant espagnol.',
  EXPENSE_NOT_FOUND: 'Cette dépense n’existe pas.',
  PLAN_READ_ONLY:
    'Votre formule a pris fin ou n’est pas payée : votre comptabilité est en lecture seule. Vous pouvez toujours tout consulter et télécharger.',
  INTERNAL: 'Une erreur inconnue est survenue',
  field: {
    ukCompanyNumber:
      'Le numéro de société compte 8 caractères comme sur le certificat : 8 chiffres en Angleterre et au pays de Galles, SC et 6 chiffres en Écosse, NI et 6 chiffres en Irlande du Nord.',
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur n’est pas valide.',
    tooLong: 'Cette valeur est trop longue.',
    legalFormNotOffered: 'Cette forme juridique n’est pas proposée dans ce pays.',
    unknownProduct: 'Ce produit n’existe pas.',
    tooShort: 'Ce texte est trop court : décrivez-le en quelques mots de plus.',
    name: 'Utilisez uniquement des lettres, des espaces, des traits d’union et des apostrophes.',
    postalCode: 'Ce code postal n’existe pas. Vérifiez-le.',
    companyInFrance: 'Une société française doit avoir son siège social en France.',
    phone: 'Ce numéro de téléphone n’est pas valide pour le pays choisi.',
    phoneKind:
      'Indiquez un numéro de mobile ou de ligne fixe où vous joindre : les numéros gratuits et surtaxés ne sont pas acceptés.',
    email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    date: 'Saisissez une date qui existe.',
    adult: 'Vous devez avoir au moins 18 ans pour créer votre entreprise.',
    futureDate: 'Cette date ne peut pas être dans le futur.',
    nir: 'Ce numéro de sécurité sociale n’est pas valide : vérifiez les 15 chiffres, clé comprise.',
    nafCode: 'Choisissez les activités dans la liste officielle.',
    tooManyActivities: 'Choisissez 3 activités au maximum.',
    duplicateActivity: 'Chaque activité ne peut être choisie qu’une fois.',
    commune: 'Choisissez la commune de naissance dans la liste.',
    capitalAmount: 'Le capital social doit être un nombre entier d’euros, de 1 € à 100 000 000 €.',
    shareCount: 'Le nombre d’actions ou de parts doit être un nombre entier de 1 à 1 000 000.',
    capitalShares:
      'Le capital doit se diviser en actions ou parts d’au moins 0,01 € chacune, sans fraction de centime.',
    notForLegalForm: 'Cela ne s’applique pas à votre forme juridique.',
    companyDuration: 'La durée de la société doit être comprise entre 1 et 99 ans.',
    fiscalYearEnd:
      'Saisissez un jour de l’année au format JJ/MM, par exemple 31/12 (le 29/02 n’est pas accepté).',
    vatFrequency: 'Cette fréquence de déclaration ne correspond pas au régime de TVA choisi.',
    documentType: 'Veuillez sélectionner un type de document.',
    housingPercentage: 'Pourcentage invalide : saisissez un nombre de 0 à 30.',
    nafLength: 'Le numéro de sécurité sociale espagnol (NAF) doit comporter 11 ou 12 chiffres.',
    nafControl:
      'Les chiffres de contrôle de ce numéro NAF ne correspondent pas. Vérifiez le numéro.',
    activityTooShort: 'La description doit comporter au moins 8 caractères.',
    negativeAmount: 'Le montant ne peut pas être négatif.',
    startDateTooEarly: 'La date de début ne peut pas remonter à plus de 3 jours.',
    iban: 'L’IBAN n’est pas valide.',
    checkboxRequired: 'Cochez cette case pour continuer.',
    dni: 'Ce DNI n’est pas valide : vérifiez les 8 chiffres et la lettre.',
    nie: 'Ce NIE n’est pas valide : vérifiez la lettre initiale (X, Y ou Z), les 7 chiffres et la lettre finale.',
    idNumber: 'Ce numéro de document n’est pas valide : saisissez votre DNI ou NIE avec sa lettre.',
    idExpired: 'Ce document a expiré. Téléversez une pièce d’identité en cours de validité.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    passwordTooLong: 'Le mot de passe ne peut pas dépasser 34 caractères.',
    slCapitalMinimum: 'Le capital social d’une SL doit être d’au moins 1 €.',
    saCapitalMinimum: 'Le capital social d’une SA doit être d’au moins 60 000 €.',
    nominalValue:
      'La valeur nominale d’une part doit être d’au moins 0,01, sans fraction de centime.',
    shareholderRequired: 'Ajoutez au moins un associé.',
    slFullyPaid:
      'Dans une SL, chaque part est entièrement libérée à la constitution : les apports doivent égaler la valeur nominale des parts.',
    saQuarterPaid:
      'Dans une SA, au moins un quart de la valeur nominale de chaque action est libéré à la constitution, et pas plus que cette valeur.',
    soleDirector: 'Un administrateur unique, c’est exactement un administrateur.',
    severalDirectors:
      'Des administrateurs agissant ensemble ou séparément doivent être au moins deux.',
    saJointDirectors:
      'Dans une SA, les administrateurs conjoints sont exactement deux : à partir de trois, ils forment un conseil d’administration.',
    boardMinimum: 'Un conseil d’administration compte au moins 3 membres.',
    slBoardMaximum: 'Le conseil d’administration d’une SL compte au plus 12 membres.',
    directorAdult: 'Un administrateur doit avoir au moins 18 ans le jour de l’acte.',
    nifOrNie: 'Ce NIF ou NIE n’est pas valide : vérifiez le numéro et sa lettre.',
    slNameEnding: 'Le nom d’une SL doit se terminer par S.L. (ou S.L.U. avec un associé unique).',
    saNameEnding:
      'Le nom d’une SA doit se terminer par S.A. (ou S.A.U. avec un actionnaire unique).',
    soleShareholderEnding: 'S.L.U. et S.A.U. sont réservés à une société à associé unique.',
    nameWithoutEnding: 'Écrivez le nom lui-même avant sa terminaison.',
    nameChoices: 'Indiquez de 1 à 5 noms, par ordre de préférence.',
    duplicateName: 'Chaque nom ne peut être indiqué qu’une fois.',
    ukNameEnding: 'Le nom doit se terminer par « Limited » ou « Ltd ».',
    welshNameEnding:
      '« Cyfyngedig » et « Cyf » sont réservés aux sociétés immatriculées au pays de Galles : terminez le nom par « Limited » ou « Ltd ».',
    officeJurisdiction:
      'Ce code postal n’est pas dans la partie du Royaume-Uni choisie pour le siège.',
    directorAge16:
      'Un administrateur doit avoir au moins 16 ans le jour de l’immatriculation de la société.',
    naturalPersonDirector:
      'Au moins un administrateur doit être une personne physique, pas une société.',
    directorRequired: 'Ajoutez au moins un administrateur.',
    notPsc:
      'Cette personne détient 25 % ou moins et n’a pas d’autre contrôle : ce n’est pas une personne exerçant un contrôle significatif.',
    shareClassTotal: 'Chaque catégorie d’actions doit avoir au moins une action souscrite.',
    subscriberShare: 'Chaque associé doit souscrire au moins une action.',
    personalCode:
      'Saisissez le code personnel Companies House de 11 caractères reçu par cette personne une fois son identité vérifiée (par exemple FT5-15ED-7JY5).',
    sicCode: 'Choisissez les codes dans la liste UK SIC 2007 de Companies House.',
    tooManySicCodes: 'Choisissez 4 codes SIC au maximum.',
    pscStatement:
      'Ajoutez les personnes exerçant un contrôle significatif, ou déclarez que la société n’en a aucune — pas les deux.',
    articlesDocumentType:
      'Ce document n’a pas été envoyé comme statuts de la société : envoyez les statuts ici, en PDF.',
    sharesAddUp: 'Les parts des associés doivent correspondre au capital social.',
    capitalDivisible:
      'Le capital social doit compter un nombre entier de parts de cette valeur nominale.',
    officeProvince: 'Ce code postal n’est pas dans la province choisie.',
    provinceNotServed:
      'Nous ne créons pas encore de sociétés dans les territoires forals ni aux Canaries.',
    standardStatutes:
      'Les statuts types sont réservés à une SL dirigée par un administrateur unique, des administrateurs solidaires ou deux administrateurs conjoints.',
  },
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
} satisfies Messages['errors'];
