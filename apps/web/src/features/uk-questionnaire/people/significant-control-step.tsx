import { getNaturesOfControl, toControlHeld, totalShares } from '@foundly/domain';
import { Button, TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import type { Path } from '../../../lib/form/paths.js';
import { useFieldArray } from '../../../lib/form/use-field-array.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { CheckboxCard } from '../fields/checkbox-card.js';
import {
  EMPTY_OFFICER,
  fromOfficerValues,
  OfficerFields,
  toOfficerValues,
  type OfficerValues,
} from '../fields/officer-fields.js';
import { NumberedFieldset } from '../fields/numbered-fieldset.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface PersonValues extends OfficerValues {
  sharesHeld: string;
  votesHeld: string;
  appointsMajorityOfBoard: boolean;
  significantInfluence: boolean;
}

interface Values {
  noRegistrablePerson: boolean;
  persons: PersonValues[];
}

const EMPTY_PERSON: PersonValues = {
  ...EMPTY_OFFICER,
  sharesHeld: '0',
  votesHeld: '0',
  appointsMajorityOfBoard: false,
  significantInfluence: false,
};

const toCount = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * people/significant-control: the persons with significant control of form
 * IN01, each with what they hold out of the statement of capital given (one
 * vote a share), the natures of control this gives them as Companies House
 * registers them (the 25–50 %, 50–75 % and 75 %+ bands), their identity
 * verification by personal code; or the statement that there is none.
 */
export function SignificantControlStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const answers = data?.questionnaire?.ukIncorporation;
  const saved = answers?.significantControl;
  const total = totalShares(answers?.shareCapital ?? {});
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'significantControl',
    defaultValues: {
      noRegistrablePerson: saved?.noRegistrablePerson ?? false,
      persons: (saved?.persons ?? []).map((person) => ({
        ...toOfficerValues(person),
        sharesHeld: String(person.sharesHeld),
        votesHeld: String(person.votesHeld),
        appointsMajorityOfBoard: person.appointsMajorityOfBoard,
        significantInfluence: person.significantInfluence,
      })),
    },
    toUpdate: ({ noRegistrablePerson, persons }) => ({
      significantControl: {
        noRegistrablePerson,
        persons: persons.map((person) => ({
          ...fromOfficerValues(person),
          sharesHeld: toCount(person.sharesHeld),
          votesHeld: toCount(person.votesHeld),
          appointsMajorityOfBoard: person.appointsMajorityOfBoard,
          significantInfluence: person.significantInfluence,
        })),
      },
    }),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'persons' });
  const persons = form.watch('persons');
  const field = (index: number, name: string) => `persons.${index}.${name}` as Path<Values>;
  return (
    <StepFrame
      title={t('ukQuestionnaire.significantControl.title')}
      description={t('ukQuestionnaire.significantControl.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure ?? errorOf('persons') ?? errorOf('noRegistrablePerson')}
    >
      {fields.map((item, index) => {
        const person = persons[index];
        const natures = person
          ? getNaturesOfControl(
              toControlHeld(
                {
                  sharesHeld: toCount(person.sharesHeld) || 0,
                  votesHeld: toCount(person.votesHeld) || 0,
                  appointsMajorityOfBoard: person.appointsMajorityOfBoard,
                  significantInfluence: person.significantInfluence,
                },
                total,
              ),
            )
          : [];
        return (
          <NumberedFieldset
            key={item.id}
            legend={t('ukQuestionnaire.significantControl.heading', { number: index + 1 })}
            remove={{
              label: t('ukQuestionnaire.significantControl.remove', { number: index + 1 }),
              onClick: () => remove(index),
            }}
          >
            <OfficerFields form={form} prefix={`persons.${index}`} errorOf={errorOf} />
            <h3 className="text-sm font-semibold">
              {t('ukQuestionnaire.significantControl.controlTitle')}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('ukQuestionnaire.significantControl.sharesHeld')}
                hint={t('ukQuestionnaire.significantControl.outOf', { total })}
                inputMode="numeric"
                autoComplete="off"
                error={errorOf(field(index, 'sharesHeld'))}
                {...form.register(field(index, 'sharesHeld'))}
              />
              <TextField
                label={t('ukQuestionnaire.significantControl.votesHeld')}
                hint={t('ukQuestionnaire.significantControl.outOf', { total })}
                inputMode="numeric"
                autoComplete="off"
                error={errorOf(field(index, 'votesHeld'))}
                {...form.register(field(index, 'votesHeld'))}
              />
            </div>
            <CheckboxCard
              label={t('ukQuestionnaire.significantControl.appointsMajorityOfBoard')}
              {...form.register(field(index, 'appointsMajorityOfBoard'))}
            />
            <CheckboxCard
              label={t('ukQuestionnaire.significantControl.significantInfluence')}
              hint={t('ukQuestionnaire.significantControl.significantInfluenceHint')}
              {...form.register(field(index, 'significantInfluence'))}
            />
            <div role="status" className="rounded-xl bg-surface-muted p-3 text-sm">
              {natures.length === 0 ? (
                <p>{t('ukQuestionnaire.significantControl.noNature')}</p>
              ) : (
                <>
                  <p className="font-medium">{t('ukQuestionnaire.significantControl.natures')}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {natures.map((nature) => (
                      <li key={nature}>{t(`ukQuestionnaire.natureOfControl.${nature}`)}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            {errorOf(`persons.${index}` as Path<Values>) && (
              <p role="alert" className="text-sm font-medium text-danger">
                {errorOf(`persons.${index}` as Path<Values>)}
              </p>
            )}
          </NumberedFieldset>
        );
      })}
      <Button type="button" variant="secondary" onClick={() => append(EMPTY_PERSON)}>
        {t('ukQuestionnaire.significantControl.add')}
      </Button>
      <CheckboxCard
        label={t('ukQuestionnaire.significantControl.noRegistrablePerson')}
        hint={t('ukQuestionnaire.significantControl.noRegistrablePersonHint')}
        {...form.register('noRegistrablePerson')}
      />
    </StepFrame>
  );
}
