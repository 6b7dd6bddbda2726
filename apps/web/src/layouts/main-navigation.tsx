import { getNavigationItems, isMicroEnterprise, type NavigationItemId } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { ExternalLink, FileText, Home, Landmark, Receipt, ShieldCheck, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { useArea } from '../app/area/use-area.js';
import { publicConfigQuery } from '../app/public-config.js';
import { useCapitalDeposit } from '../features/capital-deposit/api/use-capital-deposit.js';
import { useCurrentOrder } from '../features/order/api/current-order.js';
import { navLinkClasses } from './nav-link-classes.js';

const ICONS: Record<NavigationItemId, ComponentType<{ className?: string }>> = {
  home: Home,
  'my-account': Wallet,
  'capital-deposit': Landmark,
  'quotes-&-invoices': Receipt,
  documents: FileText,
  compliance: ShieldCheck,
};

/** The France and UK side navigation, shaped by country, legal form, status and flags. */
export function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { basePath, account, flags, prefix } = useArea();
  const { data, refetch } = useCurrentOrder();
  const { pathname } = useLocation();
  const order = data?.order;
  const { data: config } = useQuery(publicConfigQuery);
  const bankPortalUrl = config?.bankPortalUrl ?? undefined;
  // A completed French company's my-account leads to the bank, at its legal representative when known.
  const leadsToBank = Boolean(
    bankPortalUrl &&
    prefix === 'fr' &&
    order?.status === OrderStatus.COMPLETED &&
    !isMicroEnterprise(order.legalForm),
  );
  const { data: deposit } = useCapitalDeposit(order?.id ?? '', { enabled: leadsToBank });
  const items = getNavigationItems({
    country: prefix === 'uk' ? CountryCode.UK : CountryCode.FR,
    legalForm: order?.legalForm ?? LegalForm.UNSPECIFIED,
    status: order?.status ?? OrderStatus.UNSPECIFIED,
    flags,
    meBanking: account?.features?.meBanking ?? false,
    bankPortalUrl,
    membershipId:
      deposit?.capitalDeposit?.companyOnboarding?.account?.legalRepresentativeMembership?.id ||
      undefined,
  });
  return (
    <nav aria-label={t('shell.nav.label')}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const Icon = ICONS[item.id];
          const to = item.path ? `${basePath}/${item.path}` : basePath;
          const active = item.path ? pathname.startsWith(to) : pathname === basePath;
          const onClick = () => {
            if (item.refreshesOrder && account?.orderId) void refetch();
            onNavigate?.();
          };
          return (
            <li key={item.id}>
              {item.externalUrl ? (
                <a
                  href={item.externalUrl}
                  className={navLinkClasses(false)}
                  target="_blank"
                  rel="noreferrer"
                  onClick={onClick}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(`shell.nav.${item.id}`)}
                  <ExternalLink className="ml-auto size-4" aria-hidden="true" />
                  <span className="sr-only">{t('shell.nav.external')}</span>
                </a>
              ) : (
                <Link
                  to={to}
                  className={navLinkClasses(active)}
                  aria-current={active ? 'page' : undefined}
                  onClick={onClick}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(`shell.nav.${item.id}`)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
