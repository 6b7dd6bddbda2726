import { getInitials, isSpanishCompanyForm } from '@foundly/domain';
import { Avatar, Button, Logo, SkipLink } from '@foundly/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { CalendarDays, ClipboardList, FileText, LogOut, PieChart } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useI18n, type MessageKey } from '../app/i18n/index.js';
import { logout } from '../app/logout.js';
import { publicConfigQuery } from '../app/public-config.js';
import { UserMenu } from '../components/user-menu.js';
import { useArea } from '../app/area/use-area.js';
import { useCurrentOrder } from '../features/order/api/current-order.js';
import { PaymentProblemBanner } from '../features/subscription/index.js';
import { navLinkClasses } from './nav-link-classes.js';

interface SpanishItem {
  path: string;
  label: MessageKey;
  mobileLabel: MessageKey;
  icon: ComponentType<{ className?: string }>;
}

/**
 * The four entries of spec 02 §2, with their phone labels. An SL or SA has no
 * 'Calendario': its obligations are the autónomo's (modelo 130, RETA), not a
 * company's; its accounting area (invoices, expenses) applies to it too.
 */
const ITEMS: readonly SpanishItem[] = [
  {
    path: '',
    label: 'shell.spain.hub',
    mobileLabel: 'shell.spain.mobile.registrations',
    icon: ClipboardList,
  },
  {
    path: 'accounting',
    label: 'shell.spain.accounting',
    mobileLabel: 'shell.spain.mobile.accounting',
    icon: PieChart,
  },
  {
    path: 'calendar',
    label: 'shell.spain.calendar',
    mobileLabel: 'shell.spain.mobile.activity',
    icon: CalendarDays,
  },
  {
    path: 'documents',
    label: 'shell.spain.documents',
    mobileLabel: 'shell.spain.mobile.documents',
    icon: FileText,
  },
];

function useIsActive() {
  const { basePath } = useArea();
  const { pathname } = useLocation();
  return (path: string) =>
    path ? pathname.startsWith(`${basePath}/${path}`) : pathname === basePath;
}

function AccountCard() {
  const { t } = useI18n();
  const { viewer } = useArea();
  const queryClient = useQueryClient();
  const { data: config } = useQuery(publicConfigQuery);
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-3">
      <div className="flex items-center gap-3">
        <Avatar initials={getInitials(viewer?.name, viewer?.email ?? '')} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{viewer?.name}</p>
          <p className="truncate text-xs text-ink-muted">{viewer?.email}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        className="mt-2 w-full justify-start"
        onClick={() => void logout(queryClient, config?.landingUrl)}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('shell.userMenu.logout')}
      </Button>
    </div>
  );
}

/**
 * The Spanish dashboard: a 296 px side navigation with the account card on
 * wide screens, a bottom bar with the avatar's initials on phones.
 */
export function SpanishDashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { basePath, viewer } = useArea();
  const isActive = useIsActive();
  const { data } = useCurrentOrder();
  const isCompany = isSpanishCompanyForm(data?.order?.legalForm ?? 0);
  const items = ITEMS.filter((item) => !(isCompany && item.path === 'calendar'));
  const settingsPath = `${basePath}/settings`;
  return (
    <div className="min-h-screen lg:flex">
      <SkipLink label={t('common.skipToContent')} />
      <aside className="sticky top-0 hidden h-screen w-sidenav shrink-0 flex-col border-r border-line bg-surface p-6 lg:flex">
        <Link to={basePath} className="flex h-12 items-center" aria-label={t('common.appName')}>
          <Logo />
        </Link>
        <nav aria-label={t('shell.nav.label')} className="mt-8 flex-1">
          <ul className="flex flex-col gap-1">
            {items.map((item) => {
              const to = item.path ? `${basePath}/${item.path}` : basePath;
              const active = isActive(item.path);
              return (
                <li key={item.path}>
                  <Link
                    to={to}
                    className={navLinkClasses(active)}
                    aria-current={active ? 'page' : undefined}
                  >
                    <item.icon className="size-5" aria-hidden="true" />
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <AccountCard />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-header items-center border-b border-line bg-surface px-4 sm:px-8">
          <Link to={basePath} className="lg:hidden" aria-label={t('common.appName')}>
            <Logo />
          </Link>
          <div className="ml-auto">
            <UserMenu />
          </div>
        </header>
        <main id="content" className="px-4 pt-6 pb-28 sm:px-8 sm:pt-10 lg:pb-10">
          <PaymentProblemBanner />
          {children}
        </main>
      </div>
      <nav
        aria-label={t('shell.nav.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface lg:hidden"
      >
        <ul className="grid grid-cols-5">
          {items.map((item) => {
            const to = item.path ? `${basePath}/${item.path}` : basePath;
            const active = isActive(item.path);
            return (
              <li key={item.path}>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${active ? 'text-brand-700 dark:text-brand-100' : 'text-ink-muted'}`}
                >
                  <item.icon className="size-5" aria-hidden="true" />
                  {t(item.mobileLabel)}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              to={settingsPath}
              aria-current={isActive('settings') ? 'page' : undefined}
              className={`flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${isActive('settings') ? 'text-brand-700 dark:text-brand-100' : 'text-ink-muted'}`}
            >
              <Avatar
                initials={getInitials(viewer?.name, viewer?.email ?? '')}
                className="size-6! text-[10px]"
              />
              {t('shell.spain.mobile.account')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
