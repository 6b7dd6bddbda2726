import type { Messages } from '../../app/i18n/message-types.js';

export default {
  naf: {
    title: 'Votre numéro de sécurité sociale',
    description:
      'Il nous faut pour vous inscrire au régime spécial des travailleurs indépendants (RETA).',
    legend: 'Avez-vous un numéro de sécurité sociale espagnol (NAF) ?',
    number: 'Numéro de sécurité sociale (NAF)',
    numberHint:
      '12 chiffres (11 pour les anciens numéros), sans barres. Il figure sur votre relevé de carrière (informe de vida laboral) ou votre document d’affiliation.',
    parentsLegend: 'Les prénoms de vos parents',
    parentsHint:
      'Pour vous attribuer un numéro, la sécurité sociale vous identifie avec les prénoms de votre mère et de votre père.',
    mother: 'Prénom de votre mère',
    father: 'Prénom de votre père',
  },
  activity: {
    title: 'Votre activité',
    description:
      'Décrivez avec vos mots ce que vous allez faire. Cette description nous sert à choisir la rubrique IAE et le code CNAE de votre inscription.',
    label: 'Description de l’activité',
    hint: 'Par exemple : création de sites web pour les petits commerces.',
    counter: '{count} caractères (au moins {min})',
  },
  previousActivity: {
    title: 'Avant votre inscription',
    description:
      'Dites-nous quelle était votre situation avant de vous inscrire comme indépendant.',
    legend: 'Étiez-vous au chômage avant de vous inscrire ?',
    dischargeDate: 'Date de fin de votre activité précédente',
    dischargeDateHint: 'Le jour où votre dernier emploi ou activité a pris fin.',
    activity: 'Activité précédente',
    activityHint: 'Ce que vous faisiez dans votre dernier emploi ou activité.',
  },
  expectations: {
    title: 'Vos prévisions',
    description:
      'Une estimation suffit. Depuis 2023, la cotisation des indépendants dépend des revenus nets : cette prévision fixe votre tranche de cotisation.',
    amount: 'Bénéfice net mensuel estimé',
    amountHint: 'Recettes moins dépenses de l’activité, par mois.',
    currency: 'Devise',
    startDate: 'Date prévue de début d’activité',
    startDateHint: 'Au plus tôt, il y a 3 jours.',
    tradesLegend: 'Vendez-vous en Espagne uniquement, ou aussi à l’étranger ?',
    spainOnly: 'En Espagne uniquement',
    abroad: 'Aussi à l’étranger',
    customersLegend: 'À qui vendez-vous principalement ?',
    businessTypes: {
      B2C: { label: 'Particuliers (B2C)', hint: 'Vos clients sont des consommateurs.' },
      B2B: {
        label: 'Entreprises et professionnels (B2B)',
        hint: 'Vos clients sont des sociétés ou d’autres indépendants.',
      },
    },
  },
  mutual: {
    title: 'Votre mutua',
    description:
      'La mutuelle partenaire de la sécurité sociale (mutua) couvre vos arrêts maladie et les accidents du travail.',
    legend: 'Voulez-vous choisir une mutua ?',
    hint: 'Si vous n’avez pas de préférence, répondez Non.',
    select: 'Mutua',
  },
  iban: {
    title: 'Votre compte bancaire',
    description:
      'La sécurité sociale et l’administration fiscale prélèveront vos cotisations et impôts sur ce compte.',
    label: 'IBAN',
    tip: 'Inutile d’ouvrir un nouveau compte : votre compte personnel habituel convient.',
    or: 'ou',
    uploadLabel: 'Téléversez un document montrant votre IBAN',
    uploadHint:
      'Une attestation de titularité, un relevé ou une capture de votre banque en ligne où l’IBAN est lisible.',
  },
  ibanReview: {
    document: 'Document avec votre IBAN',
    title: 'Vérifiez vos informations personnelles',
    description: 'Vérifiez votre IBAN et confirmez les deux déclarations.',
    descriptionRead: 'Comparez l’IBAN avec votre document et corrigez-le si besoin.',
    label: 'Saisissez votre IBAN',
    tipLabel: 'Dois-je ouvrir un nouveau compte ?',
    tip: 'Non : inutile d’ouvrir un nouveau compte chez nous. Le compte que vous avez déjà convient.',
    hint: 'L’IBAN doit être celui d’un compte bancaire espagnol (il commence par ES)',
    declarations: 'Déclarations',
    accountOwnershipAttestation: 'Je déclare être titulaire de ce compte.',
    acceptedDirectDebit: 'J’accepte les prélèvements de la TGSS et de l’AEAT.',
  },
} satisfies Messages['spanishBusiness'];
