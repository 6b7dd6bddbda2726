import { ACTIVITY_DESCRIPTION_MIN_LENGTH, MAX_CNAE_CODES, TEXT_LIMITS } from '@foundly/domain';
import { cn } from '@foundly/ui';
import { useId } from 'react';
import { useI18n } from '../../../app/i18n/index.js';
import { rpc } from '../../../app/rpc/methods.js';
import { Controller } from '../../../lib/form/use-controller.js';
import { ActivitySearch, type ActivityList } from '../../questionnaire/fields/activity-search.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useCompanyStepForm, useSavedCompany } from './use-company-step-form.js';

interface Values {
  corporatePurpose: { description: string; cnaeCodes: string[] };
}

const CNAE: ActivityList = {
  search: rpc.ReferenceDataService.searchCnaeClasses,
  lookup: rpc.ReferenceDataService.getCnaeClasses,
  max: MAX_CNAE_CODES,
};

/**
 * company-formation/corporate-purpose: the objeto social in the founder's
 * words, and one to three CNAE-2009 classes searched as the French NAF is.
 */
export function CorporatePurposeStep() {
  const { t } = useI18n();
  const saved = useSavedCompany().corporatePurpose;
  const { form, onSubmit, pending, failure, errorOf } = useCompanyStepForm<Values>({
    defaultValues: {
      corporatePurpose: {
        description: saved?.description ?? '',
        cnaeCodes: [...(saved?.cnaeCodes ?? [])],
      },
    },
    required: ['corporatePurpose.description', 'corporatePurpose.cnaeCodes'],
    toStep: ({ corporatePurpose }) => ({
      corporatePurpose: {
        description: corporatePurpose.description.trim(),
        cnaeCodes: corporatePurpose.cnaeCodes,
      },
    }),
  });
  const id = useId();
  const descriptionError = errorOf('corporatePurpose.description');
  const codes = form.watch('corporatePurpose.cnaeCodes');
  const codesError =
    errorOf('corporatePurpose.cnaeCodes') ??
    codes.map((_, index) => errorOf(`corporatePurpose.cnaeCodes.${index}`)).find(Boolean);
  return (
    <StepFrame
      title={t('spanishCompany.purpose.title')}
      description={t('spanishCompany.purpose.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('spanishCompany.purpose.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('spanishCompany.purpose.hint')}
        </p>
        <textarea
          id={id}
          rows={4}
          minLength={ACTIVITY_DESCRIPTION_MIN_LENGTH}
          maxLength={TEXT_LIMITS.socialObject}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={[`${id}-hint`, descriptionError ? `${id}-error` : undefined]
            .filter(Boolean)
            .join(' ')}
          className={cn(
            'min-h-11 rounded-lg border bg-surface-raised px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            descriptionError ? 'border-danger' : 'border-line',
          )}
          {...form.register('corporatePurpose.description')}
        />
        {descriptionError && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {descriptionError}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name="corporatePurpose.cnaeCodes"
        render={({ field }) => (
          <ActivitySearch
            list={CNAE}
            label={t('spanishCompany.purpose.cnae')}
            hint={t('spanishCompany.purpose.cnaeHint')}
            error={codesError}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </StepFrame>
  );
}
