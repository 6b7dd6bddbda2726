import type { Messages } from '../../app/i18n/message-types.js';

export default {
  products: {
    alta_autonomo: {
      name: 'Inscription d’indépendant',
      features: {
        registration:
          'Inscription auprès de l’administration fiscale (AEAT) et de la sécurité sociale (TGSS), faite pour vous',
        certificateGuide: 'Un guide pas à pas pour le certificat numérique',
        priority: 'Traitement prioritaire',
        guarantee: 'Inscription garantie à 100 % ou remboursée',
        support: 'Assistance 24 h/24, 7 j/7',
        bilingual: 'Aide en espagnol et en anglais',
      },
    },
    autonomo_pro: {
      name: 'Autónomo Pro',
      features: {
        freeRegistration: 'Inscription incluse sans frais',
        quarterlyFilings: 'Déclarations trimestrielles de TVA et d’impôt sur le revenu',
        annualSummaries: 'Récapitulatifs annuels et calendrier fiscal',
        advisor: 'Un conseiller dédié',
        vault: 'Un coffre-fort chiffré pour vos documents',
        support: 'Assistance 24 h/24, 7 j/7',
      },
    },
    creation_societe: {
      name: 'Création de société',
      features: {
        articles: 'Statuts rédigés à partir de vos réponses',
        filing: 'Dépôt du dossier au greffe',
        publication: 'Publication de l’annonce légale',
        capitalDeposit: 'Dépôt de capital en ligne',
        support: 'Un expert des formalités à vos côtés',
      },
    },
    creation_micro: {
      name: 'Création de micro-entreprise',
      features: {
        declaration: 'Votre déclaration d’activité déposée pour vous',
        siret: 'Votre numéro SIRET',
        support: 'Un expert des formalités à vos côtés',
      },
    },
    incorporation_ltd: {
      name: 'Private limited company',
      features: {
        incorporation: 'Immatriculation à Companies House',
        registers: 'Registres légaux et certificats d’actions',
        support: 'Un expert des formalités à vos côtés',
      },
    },
  },
} satisfies Messages['billing'];
