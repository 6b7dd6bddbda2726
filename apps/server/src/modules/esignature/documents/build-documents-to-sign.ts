import {
  isSpanishCompanyForm,
  type FrenchAnswers,
  type SpanishAnswers,
  type UkIncorporationAnswers,
} from '@foundly/domain';
import { LegalForm } from '@foundly/proto';
import type { OrderRow } from '../../order-records/index.js';
import type { GeneratedDocument } from './document-data.js';
import { buildFrenchArticles, buildMicroDeclaration } from './french-documents.js';
import { buildSpanishCompanyMandate } from './spanish-company-mandate.js';
import { buildSpanishMandate } from './spanish-mandate.js';
import { buildUkArticles } from './uk-articles.js';

/** Who the Spanish founder authorises: the formation team, under the product's name. */
const SPANISH_REPRESENTATIVE = 'Foundly (equipo de constitución)';

function readFrenchSections(order: OrderRow): FrenchAnswers {
  const { personalInformation, companyDetails, capitalDeposit } =
    order.questionnaire as FrenchAnswers;
  return { personalInformation, companyDetails, capitalDeposit };
}

function readSpanishSections(order: OrderRow): SpanishAnswers {
  const { spanishPersonalInformation, businessInformation } = order.questionnaire as SpanishAnswers;
  return { spanishPersonalInformation, businessInformation };
}

/**
 * The documents the founder of an order signs, generated from its
 * questionnaire: the articles (French SASU or EURL), the memorandum of
 * association with the articles chosen (UK company), the declaration summary
 * (micro-entreprise), the AEAT/TGSS mandate (a Spanish autónomo) or the
 * company-formation mandate (a Spanish SL or SA).
 */
export async function buildDocumentsToSign(
  order: OrderRow,
  date: Date,
): Promise<GeneratedDocument[]> {
  const companyName = order.companyName.trim();
  switch (order.countryCode) {
    case 'FR': {
      const answers = readFrenchSections(order);
      if (order.legalForm === 'MICROENTERPRISE') {
        return [
          {
            kind: 'micro_declaration',
            fileName: 'Déclaration micro-entreprise.pdf',
            bytes: await buildMicroDeclaration({ answers, date }),
          },
        ];
      }
      const legalForm = order.legalForm === 'EURL' ? 'EURL' : 'SASU';
      const name = answers.companyDetails?.companyName || companyName;
      return [
        {
          kind: 'articles',
          fileName: `Statuts - ${name}.pdf`,
          bytes: await buildFrenchArticles({ answers, companyName, legalForm, date }),
        },
      ];
    }
    case 'UK': {
      const answers = (order.questionnaire['ukIncorporation'] ?? {}) as UkIncorporationAnswers;
      const name = answers.company?.companyName || companyName;
      return [
        {
          kind: 'articles',
          fileName: `Memorandum and articles - ${name}.pdf`,
          bytes: await buildUkArticles({ answers, companyName, date }),
        },
      ];
    }
    case 'ES': {
      const legalForm = LegalForm[order.legalForm as keyof typeof LegalForm];
      if (isSpanishCompanyForm(legalForm)) {
        return [
          {
            kind: 'mandate_company_formation',
            fileName: 'Mandato de constitución.pdf',
            bytes: await buildSpanishCompanyMandate({
              answers: (order.questionnaire as SpanishAnswers).spanishCompany ?? {},
              form: legalForm,
              representative: SPANISH_REPRESENTATIVE,
              date,
            }),
          },
        ];
      }
      return [
        {
          kind: 'mandate_aeat_tgss',
          fileName: 'Mandato de representación.pdf',
          bytes: await buildSpanishMandate({
            answers: readSpanishSections(order),
            representative: SPANISH_REPRESENTATIVE,
            date,
          }),
        },
      ];
    }
    default:
      throw new Error(`No document to sign for orders of ${order.countryCode}`);
  }
}
