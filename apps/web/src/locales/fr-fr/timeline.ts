import type { Messages } from '../../app/i18n/message-types.js';

export default {
  title: 'Où en est votre dossier',
  steps: 'Étapes de votre dossier',
  state: {
    done: '(terminé)',
    current: '(étape en cours)',
    upcoming: '(à venir)',
  },
  milestones: {
    payment: 'Paiement',
    questionnaire: 'Questionnaire',
    signature: 'Signature de vos documents',
    review: 'Vérification de votre dossier',
    capital_deposit: 'Dépôt du capital social',
    publication: 'Annonce légale',
    registry: 'Immatriculation au registre',
    funds_release: 'Déblocage du capital social',
    tax_registration: 'Inscription auprès de l’agence fiscale (AEAT)',
    social_security_registration: 'Inscription à la sécurité sociale (TGSS)',
    name_certificate: 'Certificat de dénomination',
    notarial_deed: 'Signature de l’acte devant notaire',
    provisional_nif: 'NIF provisoire',
    registrySpain: 'Immatriculation au Registro Mercantil',
    definitive_nif: 'NIF définitif et déclaration de recensement',
    formed: 'Société créée',
    formedMicro: 'Micro-entreprise immatriculée',
    formedSpain: 'Inscrit comme autónomo',
  },
  now: {
    title: 'Ce que nous faisons en ce moment',
    QUESTIONNAIRE_RECEIVED: 'Notre équipe a reçu votre dossier et va le vérifier très bientôt.',
    PROCESSING_QUESTIONNAIRE: 'Notre équipe vérifie vos réponses et vos documents.',
    QUESTIONNAIRE_APPROVED: 'Votre dossier est validé : notre équipe prépare l’étape suivante.',
    PROCESSING_PUBLICATION:
      'L’avis de création est en cours de publication dans un journal d’annonces légales.',
    PUBLICATION_RECEIVED:
      'L’annonce est publiée : notre équipe dépose votre demande d’immatriculation.',
    PROCESSING_REGISTRY: 'Le greffe immatricule votre société.',
    COMPANY_FORMED:
      'Votre société est immatriculée : nous demandons à la banque de débloquer votre capital.',
    AWAITING_FUNDS: 'La banque verse votre capital social sur le compte de votre société.',
    PROCESSING_AEAT: 'Nous vous inscrivons auprès de l’agence fiscale (AEAT).',
    PROCESSING_TGSS: 'Nous vous inscrivons à la sécurité sociale (TGSS).',
    done: 'Tout est terminé : vous n’avez plus rien à faire.',
  },
  nowSpanishCompany: {
    PROCESSING_NAME_CERTIFICATE:
      'Nous avons demandé au Registro Mercantil Central le certificat de dénomination de votre société.',
    PROCESSING_AEAT:
      'Nous avons demandé à l’administration fiscale (AEAT) le NIF provisoire de votre société.',
    PROCESSING_REGISTRY: 'Le Registro Mercantil immatricule votre société.',
    COMPANY_FORMED:
      'Votre société est immatriculée : nous demandons son NIF définitif à l’administration fiscale (AEAT).',
  },
  attention: {
    title: 'Votre action est requise',
    pay: 'Réglez votre commande pour que nous lancions la création.',
    payAction: 'Aller au paiement',
    answer_questionnaire: 'Répondez au questionnaire pour que nous préparions votre dossier.',
    answer_questionnaireAction: 'Continuer le questionnaire',
    sign: 'Signez vos documents pour que nous puissions les déposer.',
    deposit_capital:
      'Déposez votre capital social : son certificat est nécessaire pour immatriculer votre société.',
    deposit_capitalAction: 'Déposer mon capital',
    sign_deed:
      'Signez l’acte de constitution devant notaire : nous conviendrons du rendez-vous avec vous.',
  },
  signature: {
    sign: 'Signer mes documents',
    preparing: 'Vos documents sont en cours de préparation, vous allez recevoir un e-mail.',
    signed: 'Vos documents sont signés, merci.',
    closed:
      'Cette demande de signature n’est plus ouverte : notre équipe vous en enverra une nouvelle.',
  },
} satisfies Messages['timeline'];
