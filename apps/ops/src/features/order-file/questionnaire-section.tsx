import type { Message } from '@bufbuild/protobuf';
import { getMutualName, hasQuestionnaireProceeded } from '@foundly/domain';
import {
  CountryCode,
  Mutual,
  OrderStatus,
  QuestionnaireSchema,
  type Questionnaire,
  type QuestionnaireProgress,
  type StatusChange,
} from '@foundly/proto';
import { ProgressBar } from '@foundly/ui';
import { useMemo } from 'react';
import { useI18n } from '../../app/i18n/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { Section } from '../../components/section.js';
import { describeMessage, type AnswerEntry } from './describe-message.js';

/** The sections each country's questionnaire is made of, in the founder's order. */
const SECTIONS_BY_COUNTRY: Record<CountryCode, readonly string[]> = {
  [CountryCode.UNSPECIFIED]: [],
  [CountryCode.FR]: ['personalInformation', 'companyDetails', 'capitalDeposit'],
  [CountryCode.UK]: ['ukIncorporation'],
  [CountryCode.ES]: ['spanishPersonalInformation', 'businessInformation', 'spanishCompany'],
};

/** Enums the back-office names in namespaces of their own; the others are under answers.enums. */
const ENUM_NAMESPACES: Record<string, string> = {
  'formation.v1.LegalForm': 'legalForms',
  'formation.v1.CountryCode': 'countries',
};

/** Enums whose values are proper names, the same in every language (the founder's list too). */
const PROPER_NAMES: Record<string, (valueName: string) => string | undefined> = {
  'formation.v1.Mutual': (valueName) => getMutualName(Mutual[valueName as keyof typeof Mutual]),
};

/**
 * Whether the founder sent the questionnaire: the file is past it, or was
 * when it was cancelled. Its progress counts the steps of every funnel, the
 * signature's included, so a sent questionnaire can read 86 %: once sent,
 * it is complete.
 */
export function isQuestionnaireSent(status: OrderStatus, changes: readonly StatusChange[]) {
  const closing =
    status === OrderStatus.CANCELED
      ? changes.findLast((change) => change.toStatus === OrderStatus.CANCELED)?.fromStatus
      : status;
  return closing !== undefined && hasQuestionnaireProceeded(closing);
}

/** The founder's answers, section by section, read generically from the message. */
export function QuestionnaireSection({
  country,
  questionnaire,
  progress,
  sent,
}: {
  country: CountryCode;
  questionnaire: Questionnaire | undefined;
  progress: QuestionnaireProgress | undefined;
  sent: boolean;
}) {
  const { t, tDynamic, locale } = useI18n();
  const sections = useMemo(() => {
    if (!questionnaire) return [];
    const number = new Intl.NumberFormat(locale);
    const format = {
      yes: t('common.yes'),
      no: t('common.no'),
      number: number.format,
      enumLabel: (typeName: string, valueName: string) => {
        const properName = PROPER_NAMES[typeName];
        if (properName) return properName(valueName);
        const key = ENUM_NAMESPACES[typeName] ?? `answers.enums.${typeName.split('.').pop()}`;
        return tDynamic(`${key}.${valueName}`, '') || undefined;
      },
      fieldLabel: (localName: string) => tDynamic(`answers.fields.${localName}`, '') || undefined,
    };
    const order = SECTIONS_BY_COUNTRY[country];
    const fields = [...QuestionnaireSchema.fields].sort(
      (a, b) => rank(order, a.localName) - rank(order, b.localName),
    );
    return fields.flatMap((field) => {
      if (field.fieldKind !== 'message') return [];
      const value = questionnaire[field.localName as keyof Questionnaire] as Message | undefined;
      if (!value) return [];
      const entries = describeMessage(field.message, value, format);
      return entries.length > 0 ? [{ name: field.localName, entries }] : [];
    });
  }, [country, questionnaire, locale, t, tDynamic]);

  const percentage = sent ? 100 : (progress?.percentage ?? 0);
  return (
    <Section title={t('file.questionnaire.title')}>
      <div className="mb-4 flex flex-col gap-2">
        <p className="text-sm font-medium">
          {sent ? t('file.questionnaire.sent') : t('file.questionnaire.progress', { percentage })}
        </p>
        <ProgressBar value={percentage} label={t('file.questionnaire.progressLabel')} />
      </div>
      {sections.length === 0 ? (
        <EmptyState>{t('file.questionnaire.empty')}</EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          {sections.map((section) => (
            <div key={section.name}>
              <h3 className="mb-2 font-semibold">
                {tDynamic(`file.questionnaire.sections.${section.name}`, section.name)}
              </h3>
              <AnswerList entries={section.entries} />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

function rank(order: readonly string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

function AnswerList({ entries }: { entries: AnswerEntry[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]">
      {entries.map((entry) => (
        <div key={entry.label} className="contents">
          <dt className="font-medium text-ink-muted">{entry.label}</dt>
          <dd className="mb-2 break-words sm:mb-0">
            {entry.children ? (
              <div className="rounded-lg border border-line p-2">
                <AnswerList entries={entry.children} />
              </div>
            ) : (
              entry.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
