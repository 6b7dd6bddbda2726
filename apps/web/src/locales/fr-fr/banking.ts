import type { Messages } from '../../app/i18n/message-types.js';

export default {
  unreachable: {
    title: 'La banque est injoignable',
    description:
      'Nous n’avons pas pu joindre notre banque partenaire. Rien n’est perdu\u00a0: réessayez dans un instant.',
    retry: 'Réessayer',
  },
  copy: {
    copied: 'Copié',
    failed: 'La copie a échoué\u00a0: sélectionnez le texte pour le copier.',
  },
  capitalDeposit: {
    title: 'Dépôt de capital',
    intro:
      'Votre capital social est versé sur un compte bloqué chez notre banque partenaire. Il est débloqué au profit de votre société une fois celle-ci immatriculée.',
    empty:
      'Le dépôt de capital commence une fois votre questionnaire validé. Nous vous tiendrons informé.',
    opening: {
      title: 'Votre compte de dépôt est en cours d’ouverture',
      description:
        'Notre banque partenaire ouvre votre compte de dépôt. Les coordonnées pour virer votre capital s’afficheront ici dès qu’il sera prêt.',
    },
    progress: {
      title: 'Où en est votre dépôt',
      label: 'Avancement de votre dépôt de capital',
      summary: 'Étape {step} sur 5 · {percent} %',
      steps: 'Étapes de votre dépôt de capital',
      state: {
        done: '(terminée)',
        current: '(étape en cours)',
        upcoming: '(à venir)',
      },
    },
    steps: {
      accountCreation: {
        label: 'Création ou examen du compte',
        now: 'La banque ouvre le compte de dépôt et examine le dossier.',
      },
      transfer: {
        label: 'Virement du capital',
        now: 'Chaque associé vire son apport sur le compte de dépôt.',
      },
      notary: {
        label: 'Traitement par le notaire',
        now: 'Le notaire partenaire vérifie le dépôt.',
      },
      certificate: {
        label: 'Certificat de dépôt des fonds',
        now: 'Le certificat de dépôt des fonds est émis\u00a0: il est dans vos documents.',
      },
      complete: {
        label: 'Terminé',
        now: 'Votre société est immatriculée et le capital a été débloqué sur son compte.',
      },
    },
    identityBanner: {
      title: 'Vérifiez votre identité',
      description:
        'La banque doit vérifier l’identité de chaque associé avant le virement du capital. Cela prend quelques minutes, avec une pièce d’identité sous la main.',
      verifyMine: 'Vérifier mon identité',
      verifyOf: 'Vérifier l’identité de {name}',
    },
    certificate: {
      title: 'Votre certificat de dépôt des fonds est prêt',
      description: 'Le certificat de dépôt des fonds est dans vos documents.',
      link: 'Voir mes documents',
    },
    shareholders: {
      title: 'Associés',
      amount: 'Montant à virer',
      identity: 'Vérification d’identité',
      transfer: 'Virement du capital',
      identityStatus: {
        pending: 'En attente',
        done: 'Effectuée',
        approved: 'Approuvée',
        rejected: 'Refusée',
      },
      identityHint: {
        pending: 'La banque attend que vous vérifiiez votre identité.',
        done: 'La banque vérifie votre identité.',
        approved: 'La banque a vérifié votre identité.',
        rejected: 'La banque a refusé la vérification. Contactez-nous pour savoir que faire.',
      },
      transferStatus: {
        pending: 'En attente',
        approved: 'Approuvé',
      },
      transferHint: {
        pending: 'La banque attend votre virement.',
        approved: 'La banque a reçu votre virement.',
      },
    },
    account: {
      title: 'Où virer votre apport',
      instructions:
        'Virez {amount} depuis un compte à votre nom vers ce compte de dépôt. Copiez chaque coordonnée dans le formulaire de virement de votre banque.',
      iban: 'IBAN',
      bic: 'BIC',
      holder: 'Titulaire du compte',
      copyIban: 'Copier l’IBAN',
      copyBic: 'Copier le BIC',
      copyHolder: 'Copier le titulaire du compte',
    },
  },
  businessAccount: {
    title: 'Mon compte professionnel',
    created: {
      title: 'Ouvrez votre compte professionnel',
      description:
        'Un compte bancaire professionnel pour votre micro-entreprise, ouvert en ligne chez notre banque partenaire\u00a0: un IBAN français, une carte de paiement et vos recettes séparées de votre argent personnel.',
      price: '{price} par mois HT',
      subscribe: 'Souscrire',
    },
    preparing: {
      title: 'Votre paiement est confirmé',
      description:
        'La banque prépare votre inscription. Cette page se met à jour d’elle-même dans quelques secondes.',
    },
    registrationPending: {
      title: 'Finalisez l’ouverture de votre compte',
      description:
        'Votre abonnement est actif. Finalisez votre inscription auprès de la banque\u00a0: elle vous demande votre identité et quelques informations sur votre activité.',
      continue: 'Poursuivre mon inscription',
    },
    completed: {
      title: 'Votre compte professionnel est ouvert',
      description: 'Gérez votre compte, votre carte et vos virements sur le site de la banque.',
      portal: 'Accéder à ma banque',
      external: '(ouvre le site de la banque)',
    },
    invalid: {
      title: 'Votre compte professionnel ne peut pas être affiché',
      description:
        'Nous n’avons pas pu lire où en est votre compte auprès de la banque. Réessayez dans un instant, ou contactez-nous si cela persiste.',
    },
    subscription: {
      orderNotAvailable: 'La commande n’est pas disponible.',
      missingIds: 'Identifiant client ou de compte manquant.',
      checkoutFailed: 'La création de la session de paiement a échoué.',
      alreadySubscribed: 'Vous avez déjà souscrit au compte professionnel.',
      sessionError:
        'Une erreur est survenue lors de la création de la session de paiement. Veuillez réessayer.',
    },
  },
} satisfies Messages['banking'];
