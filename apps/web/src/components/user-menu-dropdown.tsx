import { LOCALES, type Locale } from '@foundly/domain';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@foundly/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Check, LogOut, Moon, Settings, Sun } from 'lucide-react';
import { useI18n } from '../app/i18n/index.js';
import { logout } from '../app/logout.js';
import { publicConfigQuery } from '../app/public-config.js';
import { useTheme } from '../app/theme/use-theme.js';
import { useArea } from '../app/area/use-area.js';

/** The path of the same page in another language: the locale segment swapped. */
function pathInLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/');
  segments[2] = locale;
  return segments.join('/');
}

/** The avatar menu: settings, language, theme and logout. Loaded on first use. */
export default function UserMenuDropdown({ initials }: { initials: string }) {
  const { t, locale } = useI18n();
  const { viewer, basePath } = useArea();
  const { theme, toggleTheme } = useTheme();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: config } = useQuery(publicConfigQuery);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-label={`${t('shell.userMenu.open')} – ${initials}`}
      >
        <Avatar initials={initials} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {viewer && (
          <DropdownMenuLabel>
            {t('shell.userMenu.signedInAs', { email: viewer.email })}
          </DropdownMenuLabel>
        )}
        <DropdownMenuItem onSelect={() => void navigate({ to: `${basePath}/settings` })}>
          <Settings className="size-4" aria-hidden="true" />
          {t('shell.userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={toggleTheme}>
          {theme === 'dark' ? (
            <Sun className="size-4" aria-hidden="true" />
          ) : (
            <Moon className="size-4" aria-hidden="true" />
          )}
          {theme === 'dark' ? t('common.theme.light') : t('common.theme.dark')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('common.language')}</DropdownMenuLabel>
        {LOCALES.map((option) => (
          <DropdownMenuItem
            key={option}
            lang={option.slice(0, 2)}
            onSelect={() => void navigate({ to: pathInLocale(pathname, option) })}
          >
            <Check
              className={option === locale ? 'size-4' : 'size-4 invisible'}
              aria-hidden="true"
            />
            {t(`common.languages.${option}`)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout(queryClient, config?.landingUrl)}>
          <LogOut className="size-4" aria-hidden="true" />
          {t('shell.userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
