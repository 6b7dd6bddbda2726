import {
  FISCAL_TERRITORY_CHOICES,
  isFiscalTerritorySupported,
  isForalTerritory,
} from '@foundly/domain';
import { FiscalTerritory, OrderStatus } from '@foundly/proto';
import { Button, Card } from '@foundly/ui';
import { useNavigate } from '@tanstack/react-router';
import { Redirect } from '../../components/redirect.js';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { FiscalTerritoryThanks } from '../../components/fiscal-territory-thanks.js';
import { PageLoader } from '../../components/page-loader.js';
import { useArea } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { useSaveFiscalTerritory } from './api/use-save-fiscal-territory.js';

/** 'En qué región te quieres dar de alta?': the rest of Spain continues, the others are thanked. */
export function SpanishFiscalTerritoryStep() {
  const { t } = useI18n();
  const { basePath } = useArea();
  const navigate = useNavigate();
  const { data } = useCurrentOrder();
  const saved =
    data?.questionnaire?.businessInformation?.fiscalTerritory ?? FiscalTerritory.UNSPECIFIED;
  const [choice, setChoice] = useState<FiscalTerritory>(saved);
  const [touched, setTouched] = useState(false);
  const [thanked, setThanked] = useState(false);
  const save = useSaveFiscalTerritory();
  if (!data?.order) return <PageLoader />;
  if (data.order.status !== OrderStatus.DRAFT) return <Redirect to={basePath} />;
  if (thanked) return <FiscalTerritoryThanks />;
  const missing = choice === FiscalTerritory.UNSPECIFIED;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    await save.mutateAsync({
      id: data.order!.id,
      businessInformation: { fiscalTerritory: choice },
    });
    if (isFiscalTerritorySupported(choice))
      await navigate({ to: `${basePath}/funnel/pre-payment/payment` });
    else setThanked(true);
  };

  return (
    <Card className="mx-auto max-w-xl">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset
          aria-describedby="region-hint"
          aria-invalid={touched && missing ? true : undefined}
        >
          <legend className="text-2xl font-bold">{t('checkout.spanish.regionQuestion')}</legend>
          <p id="region-hint" className="mt-2 text-ink-muted">
            {t('checkout.spanish.regionHint')}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            {FISCAL_TERRITORY_CHOICES.map((territory) => (
              <label
                key={territory}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-800/30"
              >
                <input
                  type="radio"
                  name="fiscal-territory"
                  value={territory}
                  checked={choice === territory}
                  onChange={() => setChoice(territory)}
                  className="size-5 accent-brand-700"
                />
                <span className="flex-1">
                  {t(`checkout.spanish.regions.${territory}` as 'checkout.spanish.regions.1')}
                </span>
                {isForalTerritory(territory) && (
                  <span className="text-xs text-ink-muted">{t('checkout.spanish.foral')}</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
        {touched && missing && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {t('errors.field.required')}
          </p>
        )}
        {save.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {t('errors.INTERNAL')}
          </p>
        )}
        <Button type="submit" className="mt-6 w-full" loading={save.isPending}>
          {t('checkout.spanish.continue')}
        </Button>
      </form>
    </Card>
  );
}
