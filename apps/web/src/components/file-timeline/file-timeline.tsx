import {
  getFounderAction,
  getFounderTimeline,
  getWaitingOn,
  isMicroEnterprise,
  isSpanishCompanyForm,
  type FounderAction,
  type Milestone,
  type MilestoneState,
} from '@foundly/domain';
import { CountryCode, OrderStatus, type LegalForm } from '@foundly/proto';
import { buttonClasses, cn } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { BellRing, CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useId } from 'react';
import { useI18n, type MessageKey } from '../../app/i18n/index.js';
import { areaPath, useArea, type AreaValue } from '../../app/area/use-area.js';
import { useCurrentOrder } from '../../features/order/api/current-order.js';
import { useSignatureRequest } from '../../features/documents/api/use-signature-request.js';
import { SignatureRequestAction } from './signature-request-action.js';

/** What the team or the outside body is doing, for the statuses where the file waits on them. */
const NOW: Partial<Record<OrderStatus, MessageKey>> = {
  [OrderStatus.QUESTIONNAIRE_RECEIVED]: 'timeline.now.QUESTIONNAIRE_RECEIVED',
  [OrderStatus.PROCESSING_QUESTIONNAIRE]: 'timeline.now.PROCESSING_QUESTIONNAIRE',
  [OrderStatus.QUESTIONNAIRE_APPROVED]: 'timeline.now.QUESTIONNAIRE_APPROVED',
  [OrderStatus.PROCESSING_PUBLICATION]: 'timeline.now.PROCESSING_PUBLICATION',
  [OrderStatus.PUBLICATION_RECEIVED]: 'timeline.now.PUBLICATION_RECEIVED',
  [OrderStatus.PROCESSING_REGISTRY]: 'timeline.now.PROCESSING_REGISTRY',
  [OrderStatus.COMPANY_FORMED]: 'timeline.now.COMPANY_FORMED',
  [OrderStatus.AWAITING_FUNDS]: 'timeline.now.AWAITING_FUNDS',
  [OrderStatus.PROCESSING_AEAT]: 'timeline.now.PROCESSING_AEAT',
  [OrderStatus.PROCESSING_TGSS]: 'timeline.now.PROCESSING_TGSS',
};

/** Where an SL's or SA's file stands differs from the autónomo's and the French company's. */
const NOW_SPANISH_COMPANY: Partial<Record<OrderStatus, MessageKey>> = {
  [OrderStatus.PROCESSING_NAME_CERTIFICATE]:
    'timeline.nowSpanishCompany.PROCESSING_NAME_CERTIFICATE',
  [OrderStatus.PROCESSING_AEAT]: 'timeline.nowSpanishCompany.PROCESSING_AEAT',
  [OrderStatus.PROCESSING_REGISTRY]: 'timeline.nowSpanishCompany.PROCESSING_REGISTRY',
  [OrderStatus.COMPANY_FORMED]: 'timeline.nowSpanishCompany.COMPANY_FORMED',
};

function getNowKey(status: OrderStatus, legalForm: LegalForm): MessageKey | undefined {
  return (isSpanishCompanyForm(legalForm) && NOW_SPANISH_COMPANY[status]) || NOW[status];
}

const COUNTRY_OF_AREA: Readonly<Record<AreaValue['prefix'], CountryCode>> = {
  fr: CountryCode.FR,
  es: CountryCode.ES,
  uk: CountryCode.UK,
};

function getMilestoneLabel(milestone: Milestone, country: CountryCode, legalForm: LegalForm) {
  const spanishCompany = country === CountryCode.ES && isSpanishCompanyForm(legalForm);
  if (spanishCompany && milestone === 'registry') return 'timeline.milestones.registrySpain';
  if (milestone !== 'formed') return `timeline.milestones.${milestone}` as const;
  if (spanishCompany) return 'timeline.milestones.formed';
  if (country === CountryCode.ES) return 'timeline.milestones.formedSpain';
  return isMicroEnterprise(legalForm)
    ? 'timeline.milestones.formedMicro'
    : 'timeline.milestones.formed';
}

/**
 * Where the founder acts, inside the area: the pre-payment funnel (the
 * Spanish hub leads on to the right pre-payment step), the step of the
 * questionnaire they stopped at (France) or the hub with its checklist
 * (Spain), the capital deposit page (France). The UK area has none of these
 * pages; an SL's deed is signed at the notary's, not on a page.
 */
function getActionPath(
  action: Exclude<FounderAction, 'sign' | 'sign_deed'>,
  area: { prefix: AreaValue['prefix']; basePath: string },
  progress: { currentFunnel: string; currentStep: string } | undefined,
): string | undefined {
  const { prefix, basePath } = area;
  if (prefix === 'uk') return undefined;
  switch (action) {
    case 'pay':
      return prefix === 'fr' ? areaPath(basePath, '/funnel/pre-payment/payment') : basePath;
    case 'answer_questionnaire':
      return prefix === 'fr' && progress?.currentFunnel && progress.currentStep
        ? areaPath(basePath, `/funnel/${progress.currentFunnel}/${progress.currentStep}`)
        : basePath;
    case 'deposit_capital':
      return prefix === 'fr' ? areaPath(basePath, '/capital-deposit') : undefined;
  }
}

/**
 * 'Where your file stands': the milestones of the founder's file (done,
 * current, to come), what the team or the outside body is doing now, and,
 * when the file waits on the founder, what they must do and where. Pages
 * that are themselves where the founder acts (the checklist, the signing
 * screen) hide the call to action and keep the sentence.
 */
export function FileTimeline({ showCallToAction = true }: { showCallToAction?: boolean }) {
  const { t } = useI18n();
  const { prefix, basePath } = useArea();
  const { data } = useCurrentOrder();
  const titleId = useId();
  const order = data?.order;
  if (!order) return null;
  const country = COUNTRY_OF_AREA[prefix];
  const steps = getFounderTimeline({ country, legalForm: order.legalForm, status: order.status });
  if (steps.length === 0) return null;
  const action = getFounderAction(order.status);
  const allDone = steps.every((step) => step.state === 'done');
  const now = allDone
    ? 'timeline.now.done'
    : getWaitingOn(order.status) === 'founder'
      ? undefined
      : getNowKey(order.status, order.legalForm);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-raised p-5 text-left shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('timeline.title')}
      </h2>
      {action && (
        <AttentionBox
          action={action}
          orderId={order.id}
          path={
            showCallToAction && action !== 'sign' && action !== 'sign_deed'
              ? getActionPath(action, { prefix, basePath }, data.progress)
              : undefined
          }
          showSigningLink={showCallToAction}
        />
      )}
      {now && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink-muted">{t('timeline.now.title')}</h3>
          <p>{t(now)}</p>
        </div>
      )}
      <ol aria-label={t('timeline.steps')} className="flex flex-col gap-1">
        {steps.map((step) => (
          <MilestoneItem
            key={step.milestone}
            label={t(getMilestoneLabel(step.milestone, country, order.legalForm))}
            state={step.state}
          />
        ))}
      </ol>
    </section>
  );
}

const STATE_ICONS = { done: CheckCircle2, current: CircleDot, upcoming: Circle } as const;

function MilestoneItem({ label, state }: { label: string; state: MilestoneState }) {
  const { t } = useI18n();
  const Icon = STATE_ICONS[state];
  return (
    <li
      aria-current={state === 'current' ? 'step' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2',
        state === 'current' &&
          'bg-brand-50 font-semibold ring-1 ring-brand-600 dark:bg-brand-800/20',
        state === 'upcoming' && 'text-ink-muted',
      )}
    >
      <Icon
        className={cn(
          'size-5 shrink-0',
          state === 'upcoming' ? 'text-ink-muted' : 'text-brand-700 dark:text-brand-100',
        )}
        aria-hidden="true"
      />
      <span>
        {label}
        <span className="sr-only"> {t(`timeline.state.${state}`)}</span>
      </span>
    </li>
  );
}

function AttentionBox({
  action,
  orderId,
  path,
  showSigningLink,
}: {
  action: FounderAction;
  orderId: string;
  path: string | undefined;
  showSigningLink: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4 dark:bg-brand-800/20"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <BellRing
          className="size-5 shrink-0 text-brand-700 dark:text-brand-100"
          aria-hidden="true"
        />
        {t('timeline.attention.title')}
      </h3>
      <p>{t(`timeline.attention.${action}`)}</p>
      {action === 'sign'
        ? showSigningLink && <SigningLink orderId={orderId} />
        : action !== 'sign_deed' &&
          path && (
            <Link to={path} className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}>
              {t(`timeline.attention.${action}Action`)}
            </Link>
          )}
    </section>
  );
}

function SigningLink({ orderId }: { orderId: string }) {
  const { data } = useSignatureRequest(orderId);
  return (
    <SignatureRequestAction request={data?.request} className="w-full sm:w-auto sm:self-start" />
  );
}
