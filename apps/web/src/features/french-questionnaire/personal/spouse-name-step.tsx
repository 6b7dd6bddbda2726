import { choiceName, getSpouseRolesFor, GENDERS, SPOUSE_ROLES } from '@foundly/domain';
import { Gender, LegalForm, SpouseRole } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { FRANCE } from './birth-values.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';

interface Values {
  spouse: {
    fullName: { first: string; middle: string; last: string };
    birthName: string;
    /** The Gender enumeration's number as the radio gives it; '' while none is chosen. */
    gender: string;
    nationality: string;
    /** The SpouseRole enumeration's number as the radio gives it; '' while none is chosen. */
    spouseRole: string;
  };
}

/**
 * personal-information/spouse-name: who the spouse is and whether they take
 * part in the business (collaborating spouse or employee, as the legal form allows), which
 * gives them their own status and social security cover.
 */
export function SpouseNameStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.personalInformation?.spouse;
  const legalForm = data?.order?.legalForm ?? LegalForm.UNSPECIFIED;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      spouse: {
        fullName: {
          first: saved?.fullName?.first ?? '',
          middle: saved?.fullName?.middle ?? '',
          last: saved?.fullName?.last ?? '',
        },
        birthName: saved?.birthName ?? '',
        gender: toChoice(saved?.gender, GENDERS),
        nationality: saved?.nationality || FRANCE,
        spouseRole: toChoice(saved?.spouseRole, SPOUSE_ROLES),
      },
    },
    required: ['spouse.fullName.first', 'spouse.fullName.last', 'spouse.spouseRole'],
    toUpdate: ({ spouse: { gender, spouseRole, ...spouse } }) => ({
      personalInformation: {
        spouse: {
          ...spouse,
          spouseRole: fromChoice<SpouseRole>(spouseRole),
          ...(gender ? { gender: fromChoice<Gender>(gender) } : {}),
        },
      },
    }),
  });
  const { register } = form;
  return (
    <StepFrame
      title={t('personalInformation.spouseName.title')}
      description={t('personalInformation.spouseName.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <TextField
        label={t('personalInformation.name.first')}
        error={errorOf('spouse.fullName.first')}
        {...register('spouse.fullName.first')}
      />
      <TextField
        label={t('personalInformation.name.middle')}
        error={errorOf('spouse.fullName.middle')}
        {...register('spouse.fullName.middle')}
      />
      <TextField
        label={t('personalInformation.name.last')}
        error={errorOf('spouse.fullName.last')}
        {...register('spouse.fullName.last')}
      />
      <TextField
        label={t('personalInformation.spouseName.birthName')}
        hint={t('personalInformation.spouseName.birthNameHint')}
        error={errorOf('spouse.birthName')}
        {...register('spouse.birthName')}
      />
      <ChoiceField
        legend={t('personalInformation.gender.legend')}
        choices={GENDERS.map((gender) => ({
          value: String(gender),
          label: t(`personalInformation.gender.${choiceName(Gender, gender)}`),
        }))}
        inline
        error={errorOf('spouse.gender')}
        {...register('spouse.gender')}
      />
      <CountrySelect
        label={t('personalInformation.spouseName.nationality')}
        error={errorOf('spouse.nationality')}
        {...register('spouse.nationality')}
      />
      <ChoiceField
        legend={t('personalInformation.spouseName.roleLegend')}
        choices={getSpouseRolesFor(legalForm).map((role) => ({
          value: String(role),
          label: t(`personalInformation.spouseName.role.${choiceName(SpouseRole, role)}`),
          hint: t(`personalInformation.spouseName.roleHint.${choiceName(SpouseRole, role)}`),
        }))}
        error={errorOf('spouse.spouseRole')}
        {...register('spouse.spouseRole')}
      />
    </StepFrame>
  );
}
