import type { Messages } from '../../app/i18n/message-types.js';

export default {
  newTab: '(s’ouvre dans un nouvel onglet)',
  checklist: {
    subtitle:
      'Remplissez ces sections, dans l’ordre de votre choix, pour que nous déposions votre immatriculation.',
    title: 'Votre immatriculation',
    summary: '{done} sections terminées sur {total}',
    cards: {
      'digital-certificate': {
        title: 'Téléversez votre certificat numérique',
        body: 'Le fichier .pfx ou .p12 et son mot de passe, ou comment l’obtenir.',
      },
      'personal-information': {
        title: 'Informations personnelles',
        body: 'Votre pièce d’identité, vos adresses et votre logement.',
      },
      'business-information': {
        title: 'Votre activité',
        body: 'Votre activité, votre numéro de sécurité sociale et votre compte bancaire.',
      },
      'company-formation': {
        title: 'Votre société',
        body: 'Ses dénominations, son siège, ses activités, son capital, ses associés, ses administrateurs et ses statuts.',
      },
      'final-summary': {
        title: 'Confirmez vos informations et signez',
        body: 'Relisez vos réponses avant la signature électronique.',
      },
    },
    estimate: 'Durée estimée :',
    minutes: '{minutes} min',
    questions: '{answered} questions sur {total}',
    completed: 'Terminé',
    progress: 'Progression de « {section} »',
    continue: 'Continuer',
    edit: 'Modifier',
    locked: 'Disponible une fois les trois autres sections terminées.',
  },
  sign: {
    title: 'Dernière étape : signez électroniquement',
    body: 'Notre partenaire de signature électronique a envoyé les documents à signer à {email}. Ouvrez l’e-mail et suivez ses instructions pour les signer.',
    bodyNoEmail:
      'Notre partenaire de signature électronique vous a envoyé par e-mail les documents à signer. Ouvrez l’e-mail et suivez ses instructions pour les signer.',
    openWebmail: 'Ouvrir {name}',
    openMail: 'Ouvrir ma messagerie',
    spam: 'Vous ne le trouvez pas ? Regardez dans vos spams ou vos promotions.',
  },
  thanks: {
    title: 'Merci d’avoir envoyé votre demande',
    body: 'Nous nous occupons de votre immatriculation. Nous vous écrirons à chaque étape.',
    companyBody: 'Nous constituons votre société. Nous vous écrirons à chaque étape.',
    bars: {
      questionnaire: 'Questionnaire',
      aeat: 'Inscription auprès de l’administration fiscale (AEAT)',
      tgss: 'Affiliation à la sécurité sociale (TGSS)',
      nameCertificate: 'Certificat de dénomination',
      capitalAndDeed: 'Capital social et acte notarié',
      registry: 'Immatriculation et NIF',
    },
    states: {
      done: 'Terminé',
      inProgress: 'En cours',
      pending: 'En attente',
    },
    notice: 'Vous n’avez rien à faire pour le moment.',
    yourTurn: 'Votre prochaine étape est indiquée ci-dessous.',
  },
  calendar: {
    subtitle:
      'Ce qu’un autónomo déclare et paie en {year} et {nextYear}, avec les périodes et dates limites légales.',
    next: 'Prochaine échéance',
    dueIn: 'échéance {relative}',
    legend: 'Légende',
    past: 'Passée',
    showPast: 'Afficher les mois passés ({count})',
    hidePast: 'Masquer les mois passés',
    moved: 'Échéance reportée',
    chargedEarlier: 'Prélèvement avancé',
    disclaimer:
      'Calendrier indicatif pour un autónomo du régime commun, au régime réel (estimación directa) et assujetti à la TVA.',
  },
  congratulations: {
    title: 'Félicitations ! Votre immatriculation d’autónomo est terminée',
    body: 'Vous êtes inscrit auprès de l’administration fiscale et de la sécurité sociale. Suivez votre calendrier fiscal pour ne manquer aucune échéance.',
    calendar: 'Voir mon calendrier fiscal',
  },
  companyFormed: {
    title: 'Félicitations ! Votre société est constituée',
    body: 'Votre société est immatriculée au Registro Mercantil et dispose de son NIF définitif. Ses actes et certificats sont dans vos documents.',
    documents: 'Voir mes documents',
  },
} satisfies Messages['spanishHome'];
