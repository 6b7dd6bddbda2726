import { TEXT_LIMITS, TRADE_NAME_VIEWED } from '@foundly/domain';
import { LegalForm } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  companyName: string;
}

/** The INPI's public database of trade marks and registered businesses. */
const INPI_SEARCH_URL = 'https://data.inpi.fr';

/**
 * business-information/name: the company's name (dénomination sociale) for a
 * SASU or an EURL; for a micro-entreprise, which trades under the founder's
 * own name, an optional trading name (nom commercial).
 */
export function NameStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const isMicro = data?.order?.legalForm === LegalForm.MICROENTERPRISE;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      companyName:
        data?.questionnaire?.companyDetails?.companyName ?? data?.order?.companyName ?? '',
    },
    required: isMicro ? [] : ['companyName'],
    toUpdate: ({ companyName }) => ({
      companyDetails: { companyName: companyName.trim() },
      ...(isMicro ? { metadata: { [TRADE_NAME_VIEWED]: '1' } } : {}),
    }),
  });
  return (
    <StepFrame
      title={t(isMicro ? 'businessInformation.name.microTitle' : 'businessInformation.name.title')}
      description={t(
        isMicro
          ? 'businessInformation.name.microDescription'
          : 'businessInformation.name.description',
      )}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t(
          isMicro ? 'businessInformation.name.microLabel' : 'businessInformation.name.label',
        )}
        autoComplete="organization"
        maxLength={TEXT_LIMITS.companyName}
        hint={
          <>
            {t('businessInformation.name.availability')}{' '}
            <a
              href={INPI_SEARCH_URL}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
            >
              {t('businessInformation.name.availabilityLink')}
            </a>
          </>
        }
        error={errorOf('companyName')}
        {...form.register('companyName')}
      />
    </StepFrame>
  );
}
