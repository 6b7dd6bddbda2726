import {
  getHomeArea,
  getHomePath,
  isCountryPrefix,
  isLocale,
  resolveUnknownPath,
} from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadArea } from '../../../app/area/load-area.js';
import { storeLocale } from '../../../app/i18n/index.js';
import { AreaProvider } from '../../../app/area/use-area.js';
import { SupportChat } from '../../../features/support-chat/index.js';

/**
 * A country area /{country}/{locale}: loads the account and order once, sends
 * the person to their own country's area, and shares what it loaded. The
 * support chat is there for the signed-in founder on every page of it.
 */
export const Route = createFileRoute('/$country/$locale')({
  beforeLoad: async ({ context, params, location }) => {
    const area = await loadArea(context);
    if (area.kind === 'signed-out') throw redirect({ to: '/create-customer' });
    const country = area.kind === 'ready' ? area.account.countryCode : CountryCode.UNSPECIFIED;
    if (!isCountryPrefix(params.country) || !isLocale(params.locale)) {
      const resolved = resolveUnknownPath(location.pathname, country);
      throw redirect({ href: resolved.kind === 'redirect' ? resolved.to : getHomePath(country) });
    }
    if (area.kind === 'ready' && getHomeArea(country).prefix !== params.country) {
      throw redirect({ href: getHomePath(country) });
    }
    storeLocale(params.locale);
    return { area, prefix: params.country, locale: params.locale };
  },
  component: AreaRoute,
});

function AreaRoute() {
  const { area, prefix, locale } = Route.useRouteContext();
  const basePath = `/${prefix}/${locale}`;
  return (
    <AreaProvider
      value={{
        prefix,
        locale,
        basePath,
        viewer: area.viewer,
        account: area.kind === 'ready' ? area.account : undefined,
        flags: area.flags,
      }}
    >
      <Outlet />
      <SupportChat />
    </AreaProvider>
  );
}
