import { getLegalFormBesideName, type InvoicingCountry } from '@foundly/domain';
import type { InvoiceSeller } from '@foundly/proto';
import { CommercialDocumentStatus } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { kindKey } from '../document-labels.js';
import type { DocumentFormValues } from '../form/document-form-values.js';
import { formatMinorUnits, formatRate } from '../../../lib/amounts/format-money.js';
import { getPreviewMentions } from './preview-mentions.js';
import { getPreviewTotals } from './preview-totals.js';

export interface DocumentPreviewProps {
  values: DocumentFormValues;
  seller: InvoiceSeller | undefined;
  currency: string;
  status: CommercialDocumentStatus;
  invoiceNumber: string;
  /** The saved or chosen logo, as an image address. */
  logoUrl: string | undefined;
  /** Whose invoicing rules apply. */
  country: InvoicingCountry;
  /** The quote an invoice came from, or the invoice a credit note cancels. */
  sourceDocumentNumber: string;
}

function formatDate(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The document as it will read, beside the form (below it on a phone): seller and customer,
 * the lines, the VAT per rate and the totals, recomputed on every keystroke by the same
 * function as the server's.
 */
export function DocumentPreview({
  values,
  seller,
  currency,
  status,
  invoiceNumber,
  logoUrl,
  country,
  sourceDocumentNumber,
}: DocumentPreviewProps) {
  const { t, locale } = useI18n();
  const vatExempt = seller?.vatExempt ?? false;
  const spain = country === 'ES';
  const totals = getPreviewTotals(values, vatExempt, spain);
  const money = (amount: bigint) => formatMinorUnits(amount, currency, locale);
  const customer = values.customer;
  const draft = status !== CommercialDocumentStatus.ISSUED;
  const mentions = getPreviewMentions(values, { country, seller, currency, sourceDocumentNumber });
  return (
    <section
      aria-label={t('invoicing.preview.label')}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5 text-sm shadow-sm"
    >
      <header className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-bold">
            {t(kindKey(values.kind))} {invoiceNumber}
          </h2>
          {draft && (
            <p className="mt-1 inline-block rounded bg-surface-muted px-2 py-0.5 text-xs font-semibold uppercase">
              {t('invoicing.preview.draft')}
            </p>
          )}
          <p className="mt-2 text-ink-muted">
            {t('invoicing.preview.date', { date: formatDate(values.invoiceDate, locale) })}
          </p>
          {values.hasDueDate && values.dueDate && (
            <p className="text-ink-muted">
              {t('invoicing.preview.dueDate', { date: formatDate(values.dueDate, locale) })}
            </p>
          )}
        </div>
        {logoUrl && <img src={logoUrl} alt="" className="max-h-16 max-w-32 object-contain" />}
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-xs font-semibold text-ink-muted uppercase">
            {t('invoicing.preview.from')}
          </h3>
          {seller && (
            <address className="mt-1 not-italic">
              <strong>{seller.companyName}</strong>
              {getLegalFormBesideName(seller) && ` (${getLegalFormBesideName(seller)})`}
              <br />
              {seller.address?.street1}
              {seller.address?.street1 && <br />}
              {[seller.address?.postalCode, seller.address?.city].filter(Boolean).join(' ')}
              {seller.registrationNumber && (
                <>
                  <br />
                  {t(`invoicing.seller.registration.${country}`)}: {seller.registrationNumber}
                </>
              )}
              {seller.vatNumber && (
                <>
                  <br />
                  {t('invoicing.seller.vatNumber')}: {seller.vatNumber}
                </>
              )}
              {seller.nif && (
                <>
                  <br />
                  {t('invoicing.seller.nif')}: {seller.nif}
                </>
              )}
            </address>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold text-ink-muted uppercase">
            {t('invoicing.preview.to')}
          </h3>
          <address className="mt-1 not-italic">
            <strong>{customer.companyName}</strong>
            <br />
            {customer.street1}
            {customer.street1 && <br />}
            {[customer.postalCode, customer.city].filter(Boolean).join(' ')}
            {spain && customer.nif && (
              <>
                <br />
                {t('invoicing.seller.nif')}: {customer.nif}
              </>
            )}
            {customer.isBusiness && customer.vatNumber && (
              <>
                <br />
                {t('invoicing.seller.vatNumber')}: {customer.vatNumber}
              </>
            )}
          </address>
        </div>
      </div>
      {totals.previewLines.length === 0 ? (
        <p className="text-ink-muted">{t('invoicing.preview.noLines')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead className="border-b border-line text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  {t('invoicing.preview.description')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('invoicing.preview.quantity')}
                </th>
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  {t('invoicing.preview.unitPrice')}
                </th>
                {!vatExempt && (
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    {t('invoicing.preview.vat')}
                  </th>
                )}
                <th scope="col" className="py-2 pl-2 text-right font-semibold">
                  {t('invoicing.preview.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.previewLines.map((line, index) => (
                <tr key={index} className="border-b border-line/60 align-top">
                  <td className="py-2 pr-2 break-words">{line.description}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {new Intl.NumberFormat(locale).format(line.quantity)}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{money(line.unitPrice)}</td>
                  {!vatExempt && (
                    <td className="px-2 py-2 text-right tabular-nums">
                      {formatRate(line.taxRate, locale)}
                    </td>
                  )}
                  <td className="py-2 pl-2 text-right tabular-nums">{money(line.netAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt>{t('invoicing.preview.netTotal')}</dt>
        <dd className="text-right">{money(totals.totalNetAmount)}</dd>
        {!vatExempt &&
          totals.taxBreakdown.map((rate) => (
            <div key={rate.rate} className="contents">
              <dt className="text-ink-muted">
                {t('invoicing.preview.vatAt', {
                  rate: formatRate(rate.rate, locale),
                  base: money(rate.netAmount),
                })}
              </dt>
              <dd className="text-right text-ink-muted">{money(rate.taxAmount)}</dd>
            </div>
          ))}
        {!vatExempt && (
          <>
            <dt>{t('invoicing.preview.taxTotal')}</dt>
            <dd className="text-right">{money(totals.totalTaxAmount)}</dd>
          </>
        )}
        <dt className="font-bold">{t('invoicing.preview.total')}</dt>
        <dd className="text-right font-bold" data-testid="preview-total">
          {money(totals.totalAmount)}
        </dd>
        {totals.withholdingAmount !== 0n && (
          <>
            <dt>{t('invoicing.preview.withholding')}</dt>
            <dd className="text-right">{money(-totals.withholdingAmount)}</dd>
            <dt className="font-bold">{t('invoicing.preview.amountToPay')}</dt>
            <dd className="text-right font-bold" data-testid="preview-amount-to-pay">
              {money(totals.amountToPay)}
            </dd>
          </>
        )}
      </dl>
      {values.notes.trim() && <p className="whitespace-pre-line text-ink-muted">{values.notes}</p>}
      {mentions.length > 0 && (
        <footer className="border-t border-line pt-3 text-xs text-ink-muted">
          <ul className="flex flex-col gap-1" aria-label={t('invoicing.preview.mentions')}>
            {mentions.map((mention) => (
              <li key={mention.code}>{mention.text}</li>
            ))}
          </ul>
        </footer>
      )}
    </section>
  );
}
