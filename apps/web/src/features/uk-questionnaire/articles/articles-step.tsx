import { ARTICLES_DOCUMENT_TYPE, FIELD_MESSAGES, UK_DOCUMENT_REFS } from '@foundly/domain';
import { UkArticles } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { DocumentUpload } from '../../questionnaire/fields/document-upload.js';
import { findReferencedDocument } from '../../questionnaire/fields/referenced-document.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

const ACCEPT_PDF = '.pdf,application/pdf';

interface Values {
  /** The UkArticles' number as the radio gives it; '' while none is chosen. */
  articles: string;
  /** Never typed: where a refusal of the articles file (missing, not the founder's) is shown. */
  documentId: string;
}

/**
 * articles/articles: the model articles for private companies limited by
 * shares (SI 2008/3229 Sch. 1), which most companies adopt as they are, or
 * articles of the founder's own, uploaded here as a PDF. The upload points
 * the order at the file (ConfirmUpload); the answer then names that document.
 */
export function ArticlesStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.ukIncorporation?.articles?.articles;
  const uploaded = findReferencedDocument(data, UK_DOCUMENT_REFS.articles);
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'articles',
    defaultValues: {
      articles: saved === UkArticles.MODEL || saved === UkArticles.BESPOKE ? String(saved) : '',
      documentId: '',
    },
    required: ['articles'],
    toUpdate: ({ articles }) => {
      const choice = Number(articles) as UkArticles;
      return {
        articles:
          choice === UkArticles.BESPOKE
            ? { articles: choice, documentId: uploaded?.id ?? '' }
            : { articles: choice },
      };
    },
  });
  const bespoke = form.watch('articles') === String(UkArticles.BESPOKE);
  // A refusal for want of the file is answered by the upload that follows it; any other
  // refusal of the document named stays until the next save.
  const missingFileAnswered =
    uploaded !== undefined && form.formState.errors.documentId?.message === FIELD_MESSAGES.required;
  return (
    <StepFrame
      title={t('ukQuestionnaire.articles.title')}
      description={t('ukQuestionnaire.articles.description')}
      onSubmit={onSubmit}
      pending={pending}
      failure={failure}
    >
      <ChoiceField
        legend={t('ukQuestionnaire.articles.legend')}
        choices={[
          {
            value: String(UkArticles.MODEL),
            label: t('ukQuestionnaire.articles.model'),
            hint: t('ukQuestionnaire.articles.modelHint'),
          },
          {
            value: String(UkArticles.BESPOKE),
            label: t('ukQuestionnaire.articles.bespoke'),
            hint: t('ukQuestionnaire.articles.bespokeHint'),
          },
        ]}
        error={errorOf('articles')}
        {...form.register('articles')}
      />
      {bespoke && (
        <DocumentUpload
          label={t('ukQuestionnaire.articles.uploadLabel')}
          hint={t('ukQuestionnaire.articles.uploadHint')}
          documentType={ARTICLES_DOCUMENT_TYPE}
          referenceField={UK_DOCUMENT_REFS.articles}
          accept={ACCEPT_PDF}
          error={missingFileAnswered ? undefined : errorOf('documentId')}
        />
      )}
    </StepFrame>
  );
}
