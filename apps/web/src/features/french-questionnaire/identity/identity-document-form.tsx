import {
  choiceName,
  IDENTITY_DOCUMENT_TYPES,
  needsBackSide,
  type DocumentType,
} from '@foundly/domain';
import { FrenchIdentityDocumentType } from '@foundly/proto';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useStepForm } from '../form/use-step-form.js';
import { fromChoice, toChoice } from '../fields/to-choice.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import { hasReferencedDocuments } from '../../questionnaire/fields/referenced-document.js';

/** The kind of document: its enumeration's number as the radio gives it; '' while none is chosen. */
interface Values {
  identityDocumentType?: string;
  spouse?: { identityDocumentType?: string };
}

export interface IdentityDocumentFormProps {
  /** Where the type is answered in personalInformation. */
  path: 'identityDocumentType' | 'spouse.identityDocumentType';
  saved: FrenchIdentityDocumentType | undefined;
  documentType: Extract<DocumentType, 'identity' | 'spouse_identity'>;
  frontRef: string;
  backRef: string;
  title: string;
  description: string;
  legend: string;
}

/**
 * The kind of identity document and its sides: both sides of an identity
 * card or a residence permit, the photo page of a passport. The files are
 * stored as they are dropped; 'Continue' saves the kind.
 */
export function IdentityDocumentForm({
  path,
  saved,
  documentType,
  frontRef,
  backRef,
  title,
  description,
  legend,
}: IdentityDocumentFormProps) {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues:
      path === 'identityDocumentType'
        ? { identityDocumentType: toChoice(saved, IDENTITY_DOCUMENT_TYPES) }
        : { spouse: { identityDocumentType: toChoice(saved, IDENTITY_DOCUMENT_TYPES) } },
    required: [path],
    toUpdate: (values) => {
      const identityDocumentType = fromChoice<FrenchIdentityDocumentType>(
        (path === 'identityDocumentType'
          ? values.identityDocumentType
          : values.spouse?.identityDocumentType) ?? '',
      );
      return {
        personalInformation:
          path === 'identityDocumentType'
            ? { identityDocumentType }
            : { spouse: { identityDocumentType } },
      };
    },
  });
  const [missingFiles, setMissingFiles] = useState(false);
  const type = fromChoice<FrenchIdentityDocumentType>(form.watch(path) ?? '') || undefined;
  const twoSides = type !== undefined && needsBackSide(type);
  const refs = twoSides ? [frontRef, backRef] : [frontRef];
  const filesComplete = hasReferencedDocuments(data, refs);

  const submit = (event: FormEvent) => {
    if (type && !filesComplete) {
      event.preventDefault();
      setMissingFiles(true);
      return;
    }
    setMissingFiles(false);
    onSubmit(event);
  };

  return (
    <StepFrame
      title={title}
      description={description}
      onSubmit={submit}
      pending={pending}
      failure={missingFiles && !filesComplete ? t('identityAndSignature.upload.missing') : failure}
    >
      <ChoiceField
        legend={legend}
        error={errorOf(path)}
        choices={IDENTITY_DOCUMENT_TYPES.map((value) => ({
          value: String(value),
          label: t(
            `identityAndSignature.identityTypes.${choiceName(FrenchIdentityDocumentType, value)}`,
          ),
          hint: t(
            `identityAndSignature.identityTypeHints.${choiceName(FrenchIdentityDocumentType, value)}`,
          ),
        }))}
        {...form.register(path)}
      />
      {type && (
        <>
          <DocumentUpload
            label={
              twoSides
                ? t('identityAndSignature.upload.front')
                : t('identityAndSignature.upload.photoPage')
            }
            documentType={documentType}
            referenceField={frontRef}
          />
          {twoSides && (
            <DocumentUpload
              label={t('identityAndSignature.upload.back')}
              documentType={documentType}
              referenceField={backRef}
            />
          )}
        </>
      )}
    </StepFrame>
  );
}
