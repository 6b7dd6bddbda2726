import { UkArticles } from '@foundly/proto';
import { useI18n } from '../../../app/i18n/index.js';
import { useCurrentOrder } from '../../order/api/current-order.js';
import { ChoiceField } from '../../questionnaire/fields/choice-field.js';
import { StepFrame } from '../../questionnaire/form/step-frame.js';
import { useUkStepForm } from '../form/use-uk-step-form.js';

interface Values {
  /** The UkArticles' number as the radio gives it; '' while none is chosen. */
  articles: string;
}

/**
 * articles/articles: the model articles for private companies limited by
 * shares (SI 2008/3229 Sch. 1), which most companies adopt as they are.
 * Articles of the founder's own are offered once they can be uploaded here;
 * until then the formation team takes them by the support chat.
 */
export function ArticlesStep() {
  const { t } = useI18n();
  const { data } = useCurrentOrder();
  const saved = data?.questionnaire?.ukIncorporation?.articles?.articles;
  const { form, onSubmit, pending, failure, errorOf } = useUkStepForm<Values>({
    section: 'articles',
    defaultValues: { articles: saved === UkArticles.MODEL ? String(saved) : '' },
    required: ['articles'],
    toUpdate: ({ articles }) => ({ articles: { articles: Number(articles) } }),
  });
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
        ]}
        error={errorOf('articles')}
        {...form.register('articles')}
      />
    </StepFrame>
  );
}
