import { normaliseNuss, NUSS_MAX_TYPED_LENGTH } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import type { YesNoValue } from '../../questionnaire/fields/yes-no.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromYesNoAnswer, toYesNoAnswer } from './yes-no-answer.js';
import { YesNoField } from '../../questionnaire/fields/yes-no-field.js';

interface Values {
  hasSocialSecurityNumber: YesNoValue;
  nafSocialSecurityNumber: string;
  firstParent: { fullName: { first: string } };
  secondParent: { fullName: { first: string } };
}

function requiredOf(values: Values): Path<Values>[] {
  if (values.hasSocialSecurityNumber === 'yes') {
    return ['hasSocialSecurityNumber', 'nafSocialSecurityNumber'];
  }
  if (values.hasSocialSecurityNumber === 'no') {
    return ['hasSocialSecurityNumber', 'firstParent.fullName.first', 'secondParent.fullName.first'];
  }
  return ['hasSocialSecurityNumber'];
}

/**
 * business-information/naf: the social security number (NAF/NUSS) of someone
 * already affiliated; for a first affiliation the TGSS asks instead for the
 * first names of the mother and the father (form TA.1).
 */
export function NafStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.businessInformation;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'businessInformation',
    defaultValues: {
      hasSocialSecurityNumber: fromYesNoAnswer(saved?.hasSocialSecurityNumber),
      nafSocialSecurityNumber: saved?.nafSocialSecurityNumber ?? '',
      firstParent: { fullName: { first: saved?.firstParent?.fullName?.first ?? '' } },
      secondParent: { fullName: { first: saved?.secondParent?.fullName?.first ?? '' } },
    },
    required: requiredOf,
    toUpdate: (values) =>
      values.hasSocialSecurityNumber === 'yes'
        ? {
            businessInformation: {
              hasSocialSecurityNumber: toYesNoAnswer('yes'),
              nafSocialSecurityNumber: normaliseNuss(values.nafSocialSecurityNumber),
            },
          }
        : {
            businessInformation: {
              hasSocialSecurityNumber: toYesNoAnswer(values.hasSocialSecurityNumber),
              nafSocialSecurityNumber: '',
              firstParent: { fullName: { first: values.firstParent.fullName.first.trim() } },
              secondParent: { fullName: { first: values.secondParent.fullName.first.trim() } },
            },
          },
  });
  const answer = form.watch('hasSocialSecurityNumber');
  return (
    <StepFrame
      title={t('spanishBusiness.naf.title')}
      description={t('spanishBusiness.naf.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <YesNoField
        legend={t('spanishBusiness.naf.legend')}
        error={errorOf('hasSocialSecurityNumber')}
        {...form.register('hasSocialSecurityNumber')}
      />
      {answer === 'yes' && (
        <TextField
          label={t('spanishBusiness.naf.number')}
          hint={t('spanishBusiness.naf.numberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={NUSS_MAX_TYPED_LENGTH}
          error={errorOf('nafSocialSecurityNumber')}
          {...form.register('nafSocialSecurityNumber')}
        />
      )}
      {answer === 'no' && (
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-line p-4">
          <legend className="px-1 font-semibold">{t('spanishBusiness.naf.parentsLegend')}</legend>
          <p className="-mt-1 text-sm text-ink-muted">{t('spanishBusiness.naf.parentsHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('spanishBusiness.naf.mother')}
              autoComplete="off"
              error={errorOf('firstParent.fullName.first')}
              {...form.register('firstParent.fullName.first')}
            />
            <TextField
              label={t('spanishBusiness.naf.father')}
              autoComplete="off"
              error={errorOf('secondParent.fullName.first')}
              {...form.register('secondParent.fullName.first')}
            />
          </div>
        </fieldset>
      )}
    </StepFrame>
  );
}
