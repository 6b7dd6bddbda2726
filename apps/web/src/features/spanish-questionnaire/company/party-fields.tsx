import { TEXT_LIMITS } from '@foundly/domain';
import { SpanishPartyKind } from '@foundly/proto';
import { TextField } from '@foundly/ui';
import type { UseFormRegisterReturn } from '../../../lib/form/types.js';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';

/** A shareholder or director as the form holds them: the kind is the enum's number as text. */
export interface PartyValues {
  kind: string;
  name: string;
  idNumber: string;
}

export const EMPTY_PARTY: PartyValues = {
  kind: String(SpanishPartyKind.PERSON),
  name: '',
  idNumber: '',
};

export interface PartyFieldsProps {
  register: (field: keyof PartyValues) => UseFormRegisterReturn;
  errorOf: (field: keyof PartyValues) => string | undefined;
}

/** Who a shareholder or director is: a person or a company, their name and their DNI, NIE or NIF. */
export function PartyFields({ register, errorOf }: PartyFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <ChoiceField
        legend={t('spanishCompany.party.kind')}
        inline
        choices={[
          { value: String(SpanishPartyKind.PERSON), label: t('spanishCompany.party.person') },
          { value: String(SpanishPartyKind.COMPANY), label: t('spanishCompany.party.company') },
        ]}
        error={errorOf('kind')}
        {...register('kind')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('spanishCompany.party.name')}
          maxLength={TEXT_LIMITS.fullName}
          autoComplete="off"
          error={errorOf('name')}
          {...register('name')}
        />
        <TextField
          label={t('spanishCompany.party.idNumber')}
          hint={t('spanishCompany.party.idNumberHint')}
          maxLength={TEXT_LIMITS.idNumber}
          autoComplete="off"
          autoCapitalize="characters"
          error={errorOf('idNumber')}
          {...register('idNumber')}
        />
      </div>
    </>
  );
}
