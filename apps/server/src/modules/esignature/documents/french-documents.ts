import type { FrenchAnswers } from '@foundly/domain';
import { ActivityType, SocialSecurityPaymentFrequency, VatRegime } from '@foundly/proto';
import { PdfWriter } from './pdf-writer.js';
import {
  formatAmount,
  formatDayMonthYear,
  formatFullName,
  formatLongDate,
  formatPostalAddress,
} from './document-data.js';

export interface FrenchDocumentInput {
  answers: FrenchAnswers;
  /** The name on the order, used when the questionnaire has none. */
  companyName: string;
  legalForm: 'SASU' | 'EURL';
  date: Date;
}

const LEGAL_FORMS = {
  SASU: {
    name: 'Société par actions simplifiée unipersonnelle (SASU)',
    shares: 'actions',
    count: 'Nombre d’actions',
    officer: 'Président',
    associate: 'associé unique',
  },
  EURL: {
    name: 'Entreprise unipersonnelle à responsabilité limitée (EURL)',
    shares: 'parts sociales',
    count: 'Nombre de parts sociales',
    officer: 'Gérant',
    associate: 'associé unique',
  },
} as const;

const VAT_REGIMES: Partial<Record<VatRegime, string>> = {
  [VatRegime.FRANCHISE]: 'Franchise en base de TVA',
  [VatRegime.REEL_SIMPLIFIE]: 'Régime réel simplifié',
  [VatRegime.REEL_NORMAL]: 'Régime réel normal',
};

const ACTIVITY_TYPES: Partial<Record<ActivityType, string>> = {
  [ActivityType.COMMERCIAL]: 'Commerciale',
  [ActivityType.ARTISANAL]: 'Artisanale',
  [ActivityType.LIBERAL]: 'Libérale',
};

const today = (date: Date) => formatLongDate(date, 'fr-FR', 'Europe/Paris');

/** The registered office: the founder's home when they chose it, else the address they gave. */
function getRegisteredAddress(answers: FrenchAnswers): string {
  const company = answers.companyDetails;
  return formatPostalAddress(
    company?.isRegisteredAddressSameAsPersonalAddress
      ? answers.personalInformation?.address
      : (company?.address ?? undefined),
  );
}

/**
 * The articles of association (statuts) of a French single-founder SASU or
 * EURL, in French, from the questionnaire: name, form, registered office,
 * object, duration, capital and shares, the founder as president or manager,
 * and the end of the fiscal year. Missing answers print as blank lines.
 */
export async function buildFrenchArticles(input: FrenchDocumentInput): Promise<Buffer> {
  const form = LEGAL_FORMS[input.legalForm];
  const { personalInformation: person, companyDetails: company, capitalDeposit } = input.answers;
  const companyName = company?.companyName || input.companyName;
  const founder = formatFullName(person?.fullName);
  const capital = capitalDeposit?.paidUpCapital;
  const shares = capitalDeposit?.numberOfShares;
  const nominal = capital !== undefined && shares ? capital / shares : undefined;
  const writer = await PdfWriter.create(`Statuts - ${companyName}`, input.date);
  writer
    .title(`Statuts de la société ${companyName}`)
    .paragraph(`${form.name} au capital de ${formatAmount(capital, 'fr-FR', 'EUR') || '______'}`)
    .paragraph(
      `Le soussigné, ${founder || '______'}, ${form.associate}, a établi ainsi qu’il suit les statuts de la société qu’il constitue.`,
    )
    .heading('Article 1 - Forme')
    .field('Forme juridique', form.name)
    .heading('Article 2 - Objet')
    .field('Objet social', company?.socialObject)
    .field('Codes NAF', company?.activities?.join(', '))
    .heading('Article 3 - Dénomination')
    .field('Dénomination sociale', companyName)
    .heading('Article 4 - Siège social')
    .field('Siège', getRegisteredAddress(input.answers))
    .heading('Article 5 - Durée')
    .field(
      'Durée',
      company?.companyDuration
        ? `${company.companyDuration} ans à compter de l’immatriculation`
        : '',
    )
    .heading('Article 6 - Capital social')
    .field('Capital', formatAmount(capital, 'fr-FR', 'EUR'))
    .field(form.count, shares)
    .field('Valeur nominale', formatAmount(nominal, 'fr-FR', 'EUR'))
    .paragraph(`Les ${form.shares} sont intégralement souscrites par l’${form.associate}.`)
    .heading(`Article 7 - ${form.officer}`)
    .field(form.officer, founder)
    .field('Né(e) le', formatDayMonthYear(person?.dateOfBirth))
    .field('À', person?.birthCity || person?.birthPlace)
    .field('Nationalité', person?.nationality)
    .field('Demeurant', formatPostalAddress(person?.address))
    .paragraph(`Le ${form.officer.toLowerCase()} est nommé pour une durée illimitée.`)
    .heading('Article 8 - Exercice social')
    .field('Date de clôture de l’exercice', company?.endOfFiscalYear)
    .signatureBlock([
      `Fait le ${today(input.date)}`,
      `Signature de l’${form.associate} : ${founder}`,
    ]);
  return writer.toBytes();
}

/**
 * The summary of a micro-entrepreneur's declaration of activity, in French:
 * identity, address, activity and NAF codes, VAT and fiscal options.
 */
export async function buildMicroDeclaration(input: {
  answers: FrenchAnswers;
  date: Date;
}): Promise<Buffer> {
  const { personalInformation: person, companyDetails: company } = input.answers;
  const founder = formatFullName(person?.fullName);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : value ? 'Oui' : 'Non';
  const writer = await PdfWriter.create('Déclaration de micro-entreprise', input.date);
  writer
    .title('Déclaration de début d’activité - micro-entreprise')
    .paragraph('Récapitulatif des informations déclarées par l’entrepreneur.')
    .heading('Identité')
    .field('Nom et prénoms', founder)
    .field('Date de naissance', formatDayMonthYear(person?.dateOfBirth))
    .field('Lieu de naissance', person?.birthCity || person?.birthPlace)
    .field('Nationalité', person?.nationality)
    .field('Numéro de sécurité sociale', person?.socialSecurityNumber)
    .heading('Adresse')
    .field('Domicile', formatPostalAddress(person?.address))
    .field('Adresse de l’entreprise', getRegisteredAddress(input.answers))
    .heading('Activité')
    .field('Description', company?.socialObject)
    .field('Nature', company?.activityType ? ACTIVITY_TYPES[company.activityType] : undefined)
    .field('Codes NAF', company?.activities?.join(', '))
    .heading('Options fiscales et sociales')
    .field('TVA', company?.vta?.regime ? VAT_REGIMES[company.vta.regime] : undefined)
    .field('Versement libératoire de l’impôt sur le revenu', yesNo(company?.withholdingTax))
    .field(
      'Déclaration des cotisations',
      company?.socialSecurityPaymentFrequency === SocialSecurityPaymentFrequency.MONTHLY
        ? 'Mensuelle'
        : company?.socialSecurityPaymentFrequency === SocialSecurityPaymentFrequency.QUARTERLY
          ? 'Trimestrielle'
          : undefined,
    )
    .signatureBlock([
      `Fait le ${today(input.date)}`,
      `Je certifie l’exactitude des informations ci-dessus. Signature : ${founder}`,
    ]);
  return writer.toBytes();
}
