import { SpanishBoardForm, SpanishPartyKind } from '@foundly/proto';
import { Button, TextField } from '@foundly/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useI18n } from '../../../app/i18n/index.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { EMPTY_PARTY, PartyFields, type PartyValues } from './party-fields.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface DirectorValues extends PartyValues {
  dateOfBirth: string;
}

interface Values {
  administration: { boardForm: string; directors: DirectorValues[] };
}

const EMPTY: DirectorValues = { ...EMPTY_PARTY, dateOfBirth: '' };

/** The forms of administration, by their key under spanishCompany.directors.forms. */
const FORMS = [
  ['sole_director', SpanishBoardForm.SOLE_DIRECTOR],
  ['joint_and_several', SpanishBoardForm.JOINT_AND_SEVERAL],
  ['joint', SpanishBoardForm.JOINT],
  ['board', SpanishBoardForm.BOARD],
] as const;

/**
 * company-formation/directors: the form of administration (art. 210 LSC) and
 * the directors, people of age or companies, each named by a DNI, NIE or NIF.
 */
export function DirectorsStep() {
  const { t } = useI18n();
  const saved = useSavedCompany().administration;
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: {
      administration: {
        boardForm: saved?.boardForm ? String(saved.boardForm) : '',
        directors:
          (saved?.directors ?? []).length === 0
            ? [EMPTY]
            : (saved?.directors ?? []).map((director) => ({
                kind: String(director.kind ?? SpanishPartyKind.PERSON),
                name: director.name ?? '',
                idNumber: director.idNumber ?? '',
                dateOfBirth: director.dateOfBirth ?? '',
              })),
      },
    },
    required: ['administration.boardForm'],
    toStep: ({ administration }) => ({
      administration: {
        boardForm: Number(administration.boardForm),
        directors: administration.directors.map((director) => ({
          kind: Number(director.kind),
          name: director.name.trim(),
          idNumber: director.idNumber.trim(),
          dateOfBirth:
            Number(director.kind) === SpanishPartyKind.COMPANY ? '' : director.dateOfBirth,
        })),
      },
    }),
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'administration.directors',
  });
  const directors = form.watch('administration.directors');
  const path = (index: number) => `administration.directors.${index}` as const;
  return (
    <StepFrame
      title={t('spanishCompany.directors.title')}
      description={t('spanishCompany.directors.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('administration.directors')}
    >
      <ChoiceField
        legend={t('spanishCompany.directors.boardForm')}
        choices={FORMS.map(([key, value]) => ({
          value: String(value),
          label: t(`spanishCompany.directors.forms.${key}.label`),
          hint: t(`spanishCompany.directors.forms.${key}.hint`),
        }))}
        error={errorOf('administration.boardForm')}
        {...form.register('administration.boardForm')}
      />
      {fields.map((field, index) => (
        <fieldset key={field.id} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 font-semibold">
            {t('spanishCompany.directors.legend', { number: index + 1 })}
          </legend>
          <PartyFields
            register={(name) => form.register(`${path(index)}.${name}`)}
            errorOf={(name) => errorOf(`${path(index)}.${name}`)}
          />
          {Number(directors[index]?.kind) !== SpanishPartyKind.COMPANY && (
            <TextField
              type="date"
              label={t('spanishCompany.party.dateOfBirth')}
              className="sm:max-w-xs"
              error={errorOf(`${path(index)}.dateOfBirth`)}
              {...form.register(`${path(index)}.dateOfBirth`)}
            />
          )}
          {fields.length > 1 && (
            <Button variant="ghost" className="self-end text-danger" onClick={() => remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('spanishCompany.directors.remove', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => append(EMPTY)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('spanishCompany.directors.add')}
      </Button>
    </StepFrame>
  );
}
