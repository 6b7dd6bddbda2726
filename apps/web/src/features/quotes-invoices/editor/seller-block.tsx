import { getLegalFormBesideName, type InvoicingCountry } from '@foundly/domain';
import type { InvoiceSeller } from '@foundly/proto';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import type { IssueProblem } from '../api/read-issue-problems.js';
import { getIssueProblemText } from '../issue-problem-text.js';

export interface SellerBlockProps {
  seller: InvoiceSeller | undefined;
  /** Where the company is registered: a SIREN in France, a company number in the UK. */
  country: InvoicingCountry;
  /** What issuing would refuse today (GetInvoiceSeller, or the last refused issue). */
  problems: readonly IssueProblem[];
  loading: boolean;
}

/**
 * The seller's side, as the company's file gives it, and the checklist of what is missing
 * before a document can be issued.
 */
export function SellerBlock({ seller, country, problems, loading }: SellerBlockProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section aria-labelledby="seller-title" className="flex flex-col gap-3">
      <h2 id="seller-title" className="text-lg font-semibold">
        {t('invoicing.seller.title')}
      </h2>
      {loading ? (
        <p className="text-ink-muted">{t('invoicing.seller.loading')}</p>
      ) : (
        seller && (
          <p className="text-sm">
            <strong>{seller.companyName}</strong>
            {getLegalFormBesideName(seller) && ` · ${getLegalFormBesideName(seller)}`}
            {seller.registrationNumber &&
              ` · ${t(`invoicing.seller.registration.${country}`)} ${seller.registrationNumber}`}
            {seller.nif && ` · ${t('invoicing.seller.nif')} ${seller.nif}`}
            {seller.vatExempt
              ? ` · ${t('invoicing.seller.vatExempt')}`
              : seller.vatNumber && ` · ${t('invoicing.seller.vatNumber')} ${seller.vatNumber}`}
          </p>
        )
      )}
      {!loading &&
        (problems.length > 0 ? (
          <div className="rounded-xl border border-danger/40 bg-danger/5 p-4" id="issue-problems">
            <h3 className="flex items-center gap-2 font-semibold">
              <AlertTriangle className="size-5 text-danger" aria-hidden="true" />
              {t('invoicing.seller.problemsTitle')}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">{t('invoicing.seller.problemsIntro')}</p>
            <ul className="mt-2 list-disc pl-6 text-sm">
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.reason}`}>
                  {getIssueProblemText(problem, i18n)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
            {t('invoicing.seller.ready')}
          </p>
        ))}
    </section>
  );
}
