import type { Messages } from '../../app/i18n/message-types.js';

export default {
  obligations: {
    vatQuarterly: {
      name: 'Modèle 303 — TVA trimestrielle',
      description: 'La TVA collectée moins la TVA déductible du trimestre.',
    },
    incomeTaxInstalment: {
      name: 'Modèle 130 — acompte d’impôt sur le revenu (IRPF)',
      description:
        'Un acompte d’impôt sur le revenu : 20 % du bénéfice net de l’année à ce jour, moins les acomptes déjà versés. Non dû si au moins 70 % de vos revenus font l’objet d’une retenue.',
    },
    vatAnnualSummary: {
      name: 'Modèle 390 — récapitulatif annuel de TVA',
      description: 'Le récapitulatif des déclarations trimestrielles de TVA de l’année.',
    },
    incomeTaxReturn: {
      name: 'Déclaration de revenus (modèle 100)',
      description:
        'La déclaration annuelle d’impôt sur le revenu, avec le bénéfice de votre activité.',
    },
    socialSecurityQuota: {
      name: 'Cotisation des autónomos (RETA)',
      description:
        'Votre cotisation mensuelle à la sécurité sociale, prélevée sur votre compte le dernier jour ouvré du mois.',
    },
  },
  authorities: {
    AEAT: 'Administration fiscale (AEAT)',
    TGSS: 'Sécurité sociale (TGSS)',
  },
  period: {
    quarter: 'T{quarter} {year}',
    month: '{month} {year}',
    year: 'Exercice {year}',
  },
  window: 'Du {start} au {end}',
  deadline: 'Date limite : {date}',
  charge: 'Prélevée le {date}',
  moved:
    'Le dernier jour tombe un week-end ou un jour férié national : l’échéance passe au jour ouvré suivant.',
  chargedEarlier:
    'Le mois se termine un week-end ou un jour férié : le prélèvement a lieu le jour ouvré précédent.',
  estimated:
    'Date d’ouverture estimée : l’administration fiscale n’a pas encore publié celle de cette année.',
  holidaysNote:
    'Les échéances tiennent compte des week-ends et des jours fériés nationaux, pas des jours fériés régionaux ou locaux.',
} satisfies Messages['spanishCalendar'];
