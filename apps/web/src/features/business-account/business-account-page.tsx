import { BUSINESS_ACCOUNT_PRODUCT, formatMoney, getBusinessAccountScreen } from '@foundly/domain';
import { CompanyAccountOnboardingStatus, type CompanyAccountOnboarding } from '@foundly/proto';
import { Button, buttonClasses, Card, Spinner } from '@foundly/ui';
import { AlertTriangle, ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useArea } from '../../app/area/use-area.js';
import { useI18n } from '../../app/i18n/index.js';
import { BankUnreachable } from '../../components/bank-unreachable.js';
import { NotFoundScreen } from '../../components/not-found-screen.js';
import { PageLoader } from '../../components/page-loader.js';
import { useCurrentOrder } from '../order/api/current-order.js';
import { useCompanyAccountOnboarding } from './api/use-company-account-onboarding.js';
import { useSubscribeBusinessAccount } from './api/use-subscribe-business-account.js';
import { isBusinessAccountOffered } from './is-business-account-offered.js';
import { getSubscriptionFailure, type SubscriptionFailure } from './subscription-failure.js';

/** How often the page asks again while the bank prepares the onboarding link. */
const PREPARING_POLL_MS = 1000;

/** No onboarding yet: the offer. */
const NOT_STARTED = {
  status: CompanyAccountOnboardingStatus.CREATED,
  onboardingUrl: '',
  bankPortalUrl: '',
  onboardingPreparing: false,
};

/**
 * /my-account (spec 01 §2, §4, §8): the business bank account of a completed
 * micro-entreprise, behind its flag and the account's meBanking. The offer
 * and its subscription, then the bank's registration, then the way to the
 * bank's portal; an error state when the bank's answer cannot be shown.
 */
export function BusinessAccountPage() {
  const { t } = useI18n();
  const { account, flags } = useArea();
  const { data } = useCurrentOrder();
  const order = data?.order;
  const offered = Boolean(
    order &&
    isBusinessAccountOffered({
      legalForm: order.legalForm,
      status: order.status,
      flags,
      meBanking: account?.features?.meBanking ?? false,
    }),
  );
  const onboarding = useCompanyAccountOnboarding(account?.id ?? '', {
    enabled: offered,
    refetchInterval: (query) =>
      query.state.data?.onboarding?.onboardingPreparing ? PREPARING_POLL_MS : false,
  });
  if (!order) return <PageLoader />;
  if (!offered) return <NotFoundScreen />;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('banking.businessAccount.title')}</h1>
      {onboarding.isPending && account?.id ? (
        <PageLoader />
      ) : onboarding.isError ? (
        <BankUnreachable
          onRetry={() => void onboarding.refetch()}
          retrying={onboarding.isFetching}
        />
      ) : (
        <OnboardingState
          onboarding={onboarding.data?.onboarding}
          onChanged={() => void onboarding.refetch()}
        />
      )}
    </section>
  );
}

function OnboardingState({
  onboarding,
  onChanged,
}: {
  onboarding: CompanyAccountOnboarding | undefined;
  /** The account's onboarding changed elsewhere (another tab subscribed): ask again. */
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const screen = getBusinessAccountScreen(onboarding ?? NOT_STARTED);
  switch (screen.kind) {
    case 'created':
      return (
        <Offer
          priceCents={Number(onboarding?.monthlyPriceCents) || BUSINESS_ACCOUNT_PRODUCT.priceCents}
          currency={onboarding?.currency || BUSINESS_ACCOUNT_PRODUCT.currency}
          onAlreadySubscribed={onChanged}
        />
      );
    case 'preparing':
      return (
        <div role="status">
          <StateCard
            title={t('banking.businessAccount.preparing.title')}
            description={t('banking.businessAccount.preparing.description')}
          >
            <Spinner className="size-6 text-brand-700 dark:text-brand-100" />
          </StateCard>
        </div>
      );
    case 'registration_pending':
      return (
        <StateCard
          title={t('banking.businessAccount.registrationPending.title')}
          description={t('banking.businessAccount.registrationPending.description')}
        >
          <a
            href={screen.onboardingUrl}
            className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}
          >
            {t('banking.businessAccount.registrationPending.continue')}
          </a>
        </StateCard>
      );
    case 'completed':
      return (
        <StateCard
          title={t('banking.businessAccount.completed.title')}
          description={t('banking.businessAccount.completed.description')}
        >
          <a
            href={screen.bankPortalUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}
          >
            {t('banking.businessAccount.completed.portal')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('banking.businessAccount.completed.external')}</span>
          </a>
        </StateCard>
      );
    case 'error':
      return (
        <div
          role="alert"
          className="flex flex-col items-center rounded-2xl border border-danger/40 bg-danger/5 p-6 text-center"
        >
          <AlertTriangle className="size-10 text-danger" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">{t('banking.businessAccount.invalid.title')}</h2>
          <p className="mt-2 text-ink-muted">{t('banking.businessAccount.invalid.description')}</p>
        </div>
      );
  }
}

function StateCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-ink-muted">{description}</p>
      {children}
    </Card>
  );
}

/** The offer at its monthly price excluding VAT and the subscription, which leads to the checkout. */
function Offer({
  priceCents,
  currency,
  onAlreadySubscribed,
}: {
  priceCents: number;
  currency: string;
  onAlreadySubscribed: () => void;
}) {
  const { t, locale } = useI18n();
  const { account } = useArea();
  const subscribe = useSubscribeBusinessAccount();
  const [failure, setFailure] = useState<SubscriptionFailure>();
  const start = () => {
    setFailure(undefined);
    if (!account?.id) {
      setFailure('missingIds');
      return;
    }
    subscribe.mutate(
      { accountId: account.id, locale },
      {
        onSuccess: ({ url }) => {
          if (url) window.location.assign(url);
          else setFailure('checkoutFailed');
        },
        onError: (error) => {
          const reason = getSubscriptionFailure(error);
          setFailure(reason);
          if (reason === 'alreadySubscribed') onAlreadySubscribed();
        },
      },
    );
  };
  return (
    <StateCard
      title={t('banking.businessAccount.created.title')}
      description={t('banking.businessAccount.created.description')}
    >
      <p className="text-2xl font-bold">
        {t('banking.businessAccount.created.price', {
          price: formatMoney(priceCents, currency, locale),
        })}
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/5 p-3 text-danger">
          {t(`banking.businessAccount.subscription.${failure}`)}
        </p>
      )}
      <Button
        className="w-full sm:w-auto sm:self-start"
        loading={subscribe.isPending || (subscribe.isSuccess && !failure)}
        onClick={start}
      >
        {t('banking.businessAccount.created.subscribe')}
      </Button>
    </StateCard>
  );
}
