import { TEXT_LIMITS } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import type { Path } from '../../../lib/form/paths.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import {
  EMPTY_OFFICER,
  fromOfficerValues,
  OfficerFields,
  toOfficerValues,
  type OfficerValues,
} from '../fields/officer-fields.js';
import { NumberedFieldset } from '../fields/numbered-fieldset.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface DirectorValues extends OfficerValues {
  occupation: string;
}

interface Values {
  directors: DirectorValues[];
}

const EMPTY_DIRECTOR: DirectorValues = { ...EMPTY_OFFICER, occupation: '' };

/**
 * people/directors: each director as form IN01 names them (a person, 16 or
 * older on the day of incorporation), with a service address for the public
 * register, a home address kept off it, and the Companies House personal
 * code that shows their identity is verified.
 */
export function DirectorsStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.ukIncorporation?.directors?.directors ?? [];
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'directors',
    defaultValues: {
      directors:
        saved.length > 0
          ? saved.map((director) => ({
              ...toOfficerValues(director),
              occupation: director.occupation,
            }))
          : [EMPTY_DIRECTOR],
    },
    toUpdate: ({ directors }) => ({
      directors: {
        directors: directors.map((director) => ({
          ...fromOfficerValues(director),
          occupation: director.occupation.trim(),
        })),
      },
    }),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'directors' });
  const field = (index: number, name: string) => `directors.${index}.${name}` as Path<Values>;
  return (
    <StepFrame
      title={t('ukQuestionnaire.directors.title')}
      description={t('ukQuestionnaire.directors.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('directors')}
    >
      {fields.map((item, index) => (
        <NumberedFieldset
          key={item.id}
          legend={t('ukQuestionnaire.directors.heading', { number: index + 1 })}
          remove={
            fields.length > 1
              ? {
                  label: t('ukQuestionnaire.directors.remove', { number: index + 1 }),
                  onClick: () => remove(index),
                }
              : undefined
          }
        >
          <OfficerFields
            form={form}
            prefix={`directors.${index}`}
            errorOf={errorOf}
            extra={
              <TextField
                label={t('ukQuestionnaire.directors.occupation')}
                maxLength={TEXT_LIMITS.name}
                error={errorOf(field(index, 'occupation'))}
                {...form.register(field(index, 'occupation'))}
              />
            }
          />
        </NumberedFieldset>
      ))}
      <Button type="button" variant="secondary" onClick={() => append(EMPTY_DIRECTOR)}>
        {t('ukQuestionnaire.directors.add')}
      </Button>
    </StepFrame>
  );
}
