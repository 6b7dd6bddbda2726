import { FLAG_SET, getIdentityFiles, normaliseIdNumber } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import { useI18n } from '../../../app/i18n/index.js';
import { CountrySelect } from '../../questionnaire/fields/country-select.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useStepForm } from '../form/use-step-form.js';
import { identityFileLabelKey } from './identity-file-label.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';
import { ReviewLayout } from './review-layout.js';

interface Values {
  fullName: string;
  dateOfBirth: string;
  placeOfBirth: string;
  nationality: string;
  idNumber: string;
  idExpirationDate: string;
}

const FIELDS = [
  'fullName',
  'dateOfBirth',
  'placeOfBirth',
  'nationality',
  'idNumber',
  'idExpirationDate',
] as const satisfies readonly (keyof Values)[];

/**
 * personal-information/id-review: what OCR read on the identity document,
 * beside the document, for the founder to correct; every field is required
 * (spec 02 §5) and saving records that the founder reviewed them.
 */
export function IdReviewStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.spanishPersonalInformation;
  const type = saved?.identityDocumentType;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, saved?.[field] ?? ''])),
    required: FIELDS,
    toUpdate: (values) => ({
      personalInformation: {
        ...Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])),
        idNumber: normaliseIdNumber(values.idNumber),
      },
      metadata: { userReviewedIdExtractedFields: FLAG_SET },
    }),
  });
  const { register } = form;
  const documents = getIdentityFiles(type).flatMap((file) => {
    const document = type && findReferencedDocument(data, file.referenceField);
    return document
      ? [{ ...document, label: t(identityFileLabelKey(type, file.documentType)) }]
      : [];
  });
  return (
    <ReviewLayout documents={documents}>
      <StepFrame
        title={t('spanishPersonal.idReview.title')}
        description={t('spanishPersonal.idReview.description')}
        onSubmit={onSubmit}
        pending={pending}
        failure={failure}
      >
        <TextField
          label={t('spanishPersonal.idReview.fullName')}
          autoComplete="name"
          error={errorOf('fullName')}
          {...register('fullName')}
        />
        <TextField
          label={t('spanishPersonal.idReview.idNumber')}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('idNumber')}
          {...register('idNumber')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('spanishPersonal.idReview.dateOfBirth')}
            autoComplete="bday"
            error={errorOf('dateOfBirth')}
            {...register('dateOfBirth')}
          />
          <TextField
            type="date"
            label={t('spanishPersonal.idReview.idExpirationDate')}
            error={errorOf('idExpirationDate')}
            {...register('idExpirationDate')}
          />
        </div>
        <TextField
          label={t('spanishPersonal.idReview.placeOfBirth')}
          error={errorOf('placeOfBirth')}
          {...register('placeOfBirth')}
        />
        <CountrySelect
          first="ES"
          label={t('spanishPersonal.idReview.nationality')}
          error={errorOf('nationality')}
          {...register('nationality')}
        />
      </StepFrame>
    </ReviewLayout>
  );
}
