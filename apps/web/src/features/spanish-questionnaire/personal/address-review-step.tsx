import { FLAG_SET } from '@foundly/domain';
import { TextField } from '@foundly/ui';
import type { Path } from '../../../lib/form/paths.js';
import { useI18n } from '../../../app/i18n/index.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { useStepForm } from '../form/use-step-form.js';
import { ADDRESS_KINDS, type AddressField, type AddressKind } from './address-kinds.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';
import { ReviewLayout } from './review-layout.js';

interface AddressValues {
  streetName: string;
  streetNumber: string;
  /** Floor, door, block: the additional information, optional. */
  buildingNumber: string;
  postalCode: string;
  /** The province. */
  city: string;
}

/** Named as the section's field (address, fiscalAddress…), so the server's violations land beside the inputs. */
type Values = Partial<Record<AddressField, AddressValues>>;

const REQUIRED = ['streetName', 'streetNumber', 'postalCode', 'city'] as const;

/**
 * A review step of an address (spec 02 §2): what OCR read on the proof,
 * beside it, for the founder to correct. Street, number, postal code and
 * province are required, the additional information is not (spec 02 §5);
 * saving records that the founder reviewed it.
 */
function AddressReviewStep({ kind }: { kind: AddressKind }) {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const { addressField, referenceField, reviewFlag } = ADDRESS_KINDS[kind];
  const saved = data?.questionnaire?.spanishPersonalInformation?.[addressField];
  const path = (field: keyof AddressValues) => `${addressField}.${field}` as Path<Values>;
  const { form, onSubmit, pending, failure, errorOf } = useStepForm<Values>({
    section: 'personalInformation',
    defaultValues: {
      [addressField]: {
        streetName: saved?.streetName ?? '',
        streetNumber: saved?.streetNumber ?? '',
        buildingNumber: saved?.buildingNumber ?? '',
        postalCode: saved?.postalCode ?? '',
        city: saved?.city ?? '',
      },
    },
    required: REQUIRED.map(path),
    toUpdate: (values) => {
      const address = values[addressField];
      return {
        personalInformation: {
          [addressField]: address && {
            streetName: address.streetName.trim(),
            streetNumber: address.streetNumber.trim(),
            buildingNumber: address.buildingNumber.trim(),
            postalCode: address.postalCode.trim(),
            city: address.city.trim(),
          },
        },
        metadata: { [reviewFlag]: FLAG_SET },
      };
    },
  });
  const { register } = form;
  const document = findReferencedDocument(data, referenceField);
  const label = t(`spanishPersonal.proof.${kind}.uploadLabel`);
  return (
    <ReviewLayout documents={document ? [{ ...document, label }] : []}>
      <StepFrame
        title={t(`spanishPersonal.addressReview.${kind}.title`)}
        description={t(`spanishPersonal.addressReview.${kind}.description`)}
        onSubmit={onSubmit}
        pending={pending}
        failure={failure}
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
          <TextField
            label={t('spanishPersonal.addressReview.streetName')}
            autoComplete="address-line1"
            error={errorOf(path('streetName'))}
            {...register(path('streetName'))}
          />
          <TextField
            label={t('spanishPersonal.addressReview.streetNumber')}
            error={errorOf(path('streetNumber'))}
            {...register(path('streetNumber'))}
          />
        </div>
        <TextField
          label={t('spanishPersonal.addressReview.buildingNumber')}
          hint={t('spanishPersonal.addressReview.buildingNumberHint')}
          autoComplete="address-line2"
          error={errorOf(path('buildingNumber'))}
          {...register(path('buildingNumber'))}
        />
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <TextField
            label={t('spanishPersonal.addressReview.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            error={errorOf(path('postalCode'))}
            {...register(path('postalCode'))}
          />
          <TextField
            label={t('spanishPersonal.addressReview.city')}
            autoComplete="address-level1"
            error={errorOf(path('city'))}
            {...register(path('city'))}
          />
        </div>
      </StepFrame>
    </ReviewLayout>
  );
}

/** personal-information/poa-review. */
export function HomeAddressReviewStep() {
  return <AddressReviewStep kind="home" />;
}

/** personal-information/other-address-fiscal-review. */
export function FiscalAddressReviewStep() {
  return <AddressReviewStep kind="fiscal" />;
}

/** personal-information/other-address-notification-review. */
export function NotificationAddressReviewStep() {
  return <AddressReviewStep kind="notification" />;
}
