import type { ReturnBox } from '@foundly/proto';
import { Card } from '@foundly/ui';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { formatEuros, formatPercent } from './format-figures.js';

/** The boxes of one return as a table a gestor copies from: box, item, amount; a result below. */
export function ReturnTable({
  title,
  note,
  boxes,
  result,
}: {
  title: string;
  note?: string;
  boxes: readonly ReturnBox[];
  result: ReactNode;
}) {
  const { t, tDynamic, locale } = useI18n();
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {note && <p className="text-sm text-ink-muted">{note}</p>}
      <table aria-labelledby={headingId} className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th scope="col" className="w-16 py-2 pr-2 font-semibold">
              {t('taxQuarters.box')}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('taxQuarters.item')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('taxQuarters.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((box) => (
            <tr key={`${box.box}-${box.key}-${box.rate}`} className="border-b border-line/60">
              <td className="py-2 pr-2 font-mono tabular-nums">
                {box.box || t('taxQuarters.noBox')}
              </td>
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {tDynamic(`taxQuarters.boxes.${box.key}`, box.key, {
                  rate: formatPercent(box.rate, locale),
                })}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatEuros(box.amount, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result}
    </Card>
  );
}
