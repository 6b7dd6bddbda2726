import { ActivityType } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';

interface Values {
  artisanal: YesNoValue;
}

/** The order metadata recording the answer: '1' when the activity is not artisanal. */
const NOT_ARTISANAL = 'activityWasNotArtisanal';

/**
 * business-information/artisanal: whether the activity is a craft, which
 * sends the business to the Chambre de métiers et de l'artisanat. A yes makes
 * the activity artisanal; a no turns an activity chosen as artisanal into a
 * commercial one.
 */
export function ArtisanalStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const activityType = data?.questionnaire?.companyDetails?.activityType;
  const saved = data?.order?.metadata[NOT_ARTISANAL];
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'companyDetails',
    defaultValues: {
      artisanal:
        saved === '1'
          ? 'no'
          : saved === '0' || activityType === ActivityType.ARTISANAL
            ? 'yes'
            : '',
    },
    required: ['artisanal'],
    toUpdate: ({ artisanal }) =>
      artisanal === 'yes'
        ? {
            metadata: { [NOT_ARTISANAL]: '0' },
            companyDetails: { activityType: ActivityType.ARTISANAL },
          }
        : {
            metadata: { [NOT_ARTISANAL]: '1' },
            ...(activityType === ActivityType.ARTISANAL
              ? { companyDetails: { activityType: ActivityType.COMMERCIAL } }
              : {}),
          },
  });
  return (
    <StepFrame
      title={t('businessInformation.artisanal.title')}
      description={t('businessInformation.artisanal.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('businessInformation.artisanal.legend')}
        choices={[
          {
            value: 'yes',
            label: t('questionnaire.yes'),
            hint: t('businessInformation.artisanal.yesHint'),
          },
          {
            value: 'no',
            label: t('questionnaire.no'),
            hint: t('businessInformation.artisanal.noHint'),
          },
        ]}
        error={errorOf('artisanal')}
        {...form.register('artisanal')}
      />
    </StepFrame>
  );
}
