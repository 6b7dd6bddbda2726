import { Logo, SkipLink } from '@foundly/ui';
import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useI18n } from '../app/i18n/index.js';
import { UserMenu } from '../components/user-menu.js';
import { useArea } from '../app/area/use-area.js';
import { MainNavigation } from './main-navigation.js';

/** The phone menu loads when first opened. */
const Drawer = lazy(() => import('@foundly/ui/drawer'));

/**
 * The France and UK layout: an 80 px top bar and, in the default view, the
 * side navigation (a drawer on phones). `navigation={false}` is the full view.
 */
export function MainLayout({
  children,
  navigation = true,
}: {
  children: ReactNode;
  navigation?: boolean;
}) {
  const { t } = useI18n();
  const { basePath } = useArea();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen">
      <SkipLink label={t('common.skipToContent')} />
      <header className="sticky top-0 z-30 flex h-header items-center gap-3 border-b border-line bg-surface px-4 lg:px-8">
        {navigation && (
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted lg:hidden"
            aria-label={t('shell.nav.openMenu')}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        )}
        <Link to={basePath} aria-label={t('common.appName')}>
          <Logo />
        </Link>
        <div className="ml-auto">
          <UserMenu />
        </div>
      </header>
      <div className="flex">
        {navigation && (
          <aside className="sticky top-header hidden h-[calc(100vh-var(--spacing-header))] w-64 shrink-0 border-r border-line bg-surface p-4 lg:block">
            <MainNavigation />
          </aside>
        )}
        <main id="content" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-10">
          {children}
        </main>
      </div>
      {navigation && menuOpen && (
        <Suspense fallback={null}>
          <Drawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={t('shell.nav.label')}
            closeLabel={t('shell.nav.closeMenu')}
          >
            <MainNavigation onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </Suspense>
      )}
    </div>
  );
}
