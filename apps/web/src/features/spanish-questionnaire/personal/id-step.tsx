import { getIdentityFiles } from '@foundly/domain';
import { SpanishIdentityDocumentType } from '@foundly/proto';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { PageLoader } from '../../../components/page-loader.js';
import { whenIdle } from '../../../lib/when-idle.js';
import { useAnalysedStepForm } from '../ocr/use-analysed-step-form.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';
import { CHOOSE_A_TYPE } from './choose-a-type.js';
import { useNeedsAnalysis } from './use-needs-analysis.js';

interface Values {
  /** The SpanishIdentityDocumentType as the radio holds it, '' before a choice. */
  identityDocumentType: string;
}

const loadIdentityUploads = () => import('./identity-uploads.js');

/** The upload zones, shown once a kind of document is chosen: not needed before. */
const IdentityUploads = lazy(() =>
  loadIdentityUploads().then((module) => ({ default: module.IdentityUploads })),
);

const IdAnalysingScreen = lazy(() =>
  import('./id-analysing-screen.js').then((module) => ({ default: module.IdAnalysingScreen })),
);

const TYPES = [
  SpanishIdentityDocumentType.SPANISH,
  SpanishIdentityDocumentType.EU,
  SpanishIdentityDocumentType.NON_EU,
] as const;

const TYPE_NAMES = {
  [SpanishIdentityDocumentType.SPANISH]: 'SPANISH',
  [SpanishIdentityDocumentType.EU]: 'EU',
  [SpanishIdentityDocumentType.NON_EU]: 'NON_EU',
} as const;

/**
 * personal-information/id: the kind of identity document and its files (spec
 * 02 §2), stored as they are dropped; 'Continue' saves the kind once every
 * file is there, then OCR reads them for the review step.
 */
export function IdStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.spanishPersonalInformation?.identityDocumentType;
  const needsAnalysis = useNeedsAnalysis('userReviewedIdExtractedFields');
  const { form, onSubmit, pending, failure, errorOf, analysing } = useAnalysedStepForm<Values>({
    section: 'personalInformation',
    defaultValues: { identityDocumentType: saved ? String(saved) : '' },
    toUpdate: (values) => ({
      personalInformation: { identityDocumentType: Number(values.identityDocumentType) },
    }),
    needsAnalysis: (values) =>
      needsAnalysis(
        getIdentityFiles(Number(values.identityDocumentType)).map((file) => file.referenceField),
      ),
  });
  const [missingFiles, setMissingFiles] = useState(false);
  // Ready for the founder's choice of a kind of document, once the step is on screen.
  useEffect(() => whenIdle(() => void loadIdentityUploads()), []);
  const type = Number(form.watch('identityDocumentType')) as SpanishIdentityDocumentType;
  const files = getIdentityFiles(type);
  const filesComplete = hasReferencedDocuments(
    data,
    files.map((file) => file.referenceField),
  );

  if (analysing) {
    return (
      <Suspense fallback={<PageLoader />}>
        <IdAnalysingScreen type={type} />
      </Suspense>
    );
  }

  const submit = (event: FormEvent) => {
    if (files.length > 0 && !filesComplete) {
      event.preventDefault();
      setMissingFiles(true);
      return;
    }
    setMissingFiles(false);
    onSubmit(event);
  };

  return (
    <StepFrame
      title={t('spanishPersonal.id.title')}
      description={t('spanishPersonal.id.description')}
      onSubmit={submit}
      pending={pending}
      failure={missingFiles && !filesComplete ? t('spanishPersonal.upload.missing') : failure}
    >
      <ChoiceField
        legend={t('spanishPersonal.id.typeLegend')}
        error={errorOf('identityDocumentType')}
        choices={TYPES.map((value) => ({
          value: String(value),
          label: t(`spanishPersonal.id.types.${TYPE_NAMES[value]}`),
          hint: t(`spanishPersonal.id.typeHints.${TYPE_NAMES[value]}`),
        }))}
        {...form.register('identityDocumentType', CHOOSE_A_TYPE)}
      />
      <Suspense>
        <IdentityUploads type={type} files={files} />
      </Suspense>
    </StepFrame>
  );
}
