import { getCalendarDate, SPANISH_TIME_ZONE } from '@foundly/domain';
import { TaxForm } from '@foundly/proto';
import { Button } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Download } from 'lucide-react';
import { useState } from 'react';
import { areaPath, useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { PageLoader } from '../../components/page-loader.js';
import { useExportFigures } from './api/use-export-figures.js';
import { useQuarterlyFigures, type QuarterChoice } from './api/use-quarterly-figures.js';
import { formatDay, formatEuros } from './format-figures.js';
import { PreparedNotice } from './prepared-notice.js';
import { QuarterPicker } from './quarter-picker.js';
import { ReturnTable } from './return-table.js';

/** The quarter the page opens on: the one whose returns are filed next, as the server decides. */
const QUARTER_TO_FILE: QuarterChoice = { year: 0, quarter: 0 };

/**
 * /accounting/quarters (issue 18 point 6): the figures of a quarter's
 * modelos 303 and 130, box by box, beside the quarters' deadlines, with a
 * CSV download. Prepared for filing, never filed.
 */
export function TaxQuartersPage() {
  const { t, locale } = useI18n();
  const { account, basePath } = useArea();
  const [choice, setChoice] = useState<QuarterChoice>(QUARTER_TO_FILE);
  const figures = useQuarterlyFigures(account?.id ?? '', choice);
  const download = useExportFigures();
  const thisYear = Number(getCalendarDate(new Date(), SPANISH_TIME_ZONE).slice(0, 4));
  const header = (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('taxQuarters.title')}</h1>
      <p className="text-ink-muted">{t('taxQuarters.intro')}</p>
    </header>
  );
  if (figures.isPending) return <PageLoader />;
  if (figures.isError) {
    return (
      <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        {header}
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
          <p>{t('taxQuarters.loadFailed')}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void figures.refetch()}
            loading={figures.isFetching}
          >
            {t('taxQuarters.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const data = figures.data;
  const shown = { year: data.year, quarter: data.quarter };
  const years = [...new Set([thisYear, thisYear - 1, data.year])].sort((a, b) => b - a);
  const of = (form: TaxForm) => data.boxes.filter((box) => box.form === form);
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {header}
      <PreparedNotice />
      <QuarterPicker
        selected={shown}
        years={years}
        deadlines={data.deadlines}
        onChange={setChoice}
      />
      <div className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold">
            {t('taxQuarters.deadline', { date: formatDay(data.deadline) })}
          </p>
          <p className="text-sm text-ink-muted">
            {t('taxQuarters.period', {
              start: formatDay(data.periodStart),
              end: formatDay(data.periodEnd),
            })}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 text-sm">
            <dt className="text-ink-muted">{t('taxQuarters.invoiceCount')}</dt>
            <dd className="font-semibold">{data.invoiceCount}</dd>
            <dt className="text-ink-muted">{t('taxQuarters.expenseCount')}</dt>
            <dd className="font-semibold">{data.expenseCount}</dd>
          </dl>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate({ accountId: account?.id ?? '', ...shown, locale })}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('taxQuarters.download')}
          </Button>
          {download.isError && (
            <p role="alert" className="text-sm text-danger">
              {t('taxQuarters.downloadFailed')}
            </p>
          )}
          <Link
            to={areaPath(basePath, '/calendar')}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('taxQuarters.calendarLink')}
          </Link>
        </div>
      </div>
      <ReturnTable
        title={t('taxQuarters.modelo303.title')}
        boxes={of(TaxForm.TAX_FORM_303)}
        result={
          <p className="flex justify-between gap-4 text-lg font-bold">
            <span>
              {t('taxQuarters.modelo303.result')} ·{' '}
              {data.vatResult >= 0n
                ? t('taxQuarters.modelo303.toPay')
                : t('taxQuarters.modelo303.toCompensate')}
            </span>
            <span className="whitespace-nowrap tabular-nums">
              {formatEuros(data.vatResult, locale)}
            </span>
          </p>
        }
      />
      <ReturnTable
        title={t('taxQuarters.modelo130.title')}
        note={t('taxQuarters.modelo130.note')}
        boxes={of(TaxForm.TAX_FORM_130)}
        result={
          <p className="flex justify-between gap-4 text-lg font-bold">
            <span>{t('taxQuarters.modelo130.result')}</span>
            <span className="whitespace-nowrap tabular-nums">
              {formatEuros(data.instalmentPayment, locale)}
            </span>
          </p>
        }
      />
    </section>
  );
}
