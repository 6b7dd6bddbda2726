import { YesNo } from '@foundly/proto';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useAnalysedStepForm } from '../ocr/use-analysed-step-form.js';
import { AddressAnalysingScreen } from './address-analysing-screen.js';
import { ADDRESS_KINDS } from './address-kinds.js';
import { CHOOSE_A_TYPE } from './choose-a-type.js';
import { ProofOfAddressFields } from './proof-of-address-fields.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';
import { useNeedsAnalysis } from './use-needs-analysis.js';

/** The other addresses, with the yes/no field that says whether each differs from home. */
const OTHER_ADDRESSES = {
  fiscal: { ...ADDRESS_KINDS.fiscal, answerField: 'fiscalResidencyDifferent' },
  notification: { ...ADDRESS_KINDS.notification, answerField: 'differentNotificationAddress' },
} as const;

type OtherAddressKind = keyof typeof OTHER_ADDRESSES;

type AnswerField = (typeof OTHER_ADDRESSES)[OtherAddressKind]['answerField'];
type TypeField = (typeof OTHER_ADDRESSES)[OtherAddressKind]['typeField'];

/**
 * Named as the section's fields, so the server's violations land beside
 * them: the YesNo and the ProofOfAddressType as the radios hold them, ''
 * before an answer.
 */
type Values = Partial<Record<AnswerField | TypeField, string>>;

const ANSWER_REQUIRED = {
  validate: (value: string | undefined) =>
    (value !== undefined && value !== '') || 'errors.field.required',
};

const toChoice = (value: number | undefined) => (value ? String(value) : '');

/**
 * Whether the fiscal or notification address differs from home (spec 02
 * §2); if it does, the type of its proof and the proof, read by OCR for the
 * review step once saved. If not, the review step is skipped.
 */
function OtherAddressStep({ kind }: { kind: OtherAddressKind }) {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { answerField, typeField, referenceField, reviewFlag } = OTHER_ADDRESSES[kind];
  const saved = data?.questionnaire?.spanishPersonalInformation;
  const needsAnalysis = useNeedsAnalysis(reviewFlag);
  const different = (values: Values) => values[answerField] === String(YesNo.TRUE);
  const { form, onSubmit, pending, failure, errorOf, analysing } = useAnalysedStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      [answerField]: toChoice(saved?.[answerField]),
      [typeField]: toChoice(saved?.[typeField]),
    },
    toUpdate: (values) => ({
      personalInformation: different(values)
        ? { [answerField]: YesNo.TRUE, [typeField]: Number(values[typeField]) }
        : { [answerField]: YesNo.FALSE },
    }),
    needsAnalysis: (values) => different(values) && needsAnalysis([referenceField]),
  });
  const [missingFile, setMissingFile] = useState(false);
  const isDifferent = different(form.watch());
  const fileStored = hasReferencedDocuments(data, [referenceField]);

  if (analysing) return <AddressAnalysingScreen kind={kind} />;

  const submit = (event: FormEvent) => {
    if (isDifferent && !fileStored) {
      event.preventDefault();
      setMissingFile(true);
      void form.trigger();
      return;
    }
    setMissingFile(false);
    onSubmit(event);
  };

  return (
    <StepFrame
      title={t(`spanishPersonal.other.${kind}.title`)}
      description={t(`spanishPersonal.other.${kind}.description`)}
      onSubmit={submit}
      pending={pending}
      failure={
        isDifferent && missingFile && !fileStored ? t('spanishPersonal.upload.missing') : failure
      }
    >
      <ChoiceField
        legend={t(`spanishPersonal.other.${kind}.question`)}
        error={errorOf(answerField)}
        inline
        choices={[
          { value: String(YesNo.TRUE), label: t('questionnaire.yes') },
          { value: String(YesNo.FALSE), label: t('questionnaire.no') },
        ]}
        {...form.register(answerField, ANSWER_REQUIRED)}
      />
      {isDifferent && (
        <ProofOfAddressFields
          kind={kind}
          typeInput={form.register(typeField, CHOOSE_A_TYPE)}
          typeError={errorOf(typeField)}
        />
      )}
    </StepFrame>
  );
}

/** personal-information/other-address-fiscal. */
export function FiscalAddressStep() {
  return <OtherAddressStep kind="fiscal" />;
}

/** personal-information/other-address-notification. */
export function NotificationAddressStep() {
  return <OtherAddressStep kind="notification" />;
}
