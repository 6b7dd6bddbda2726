import { getHomeArea } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadArea } from '../app/area/load-area.js';

/** The root path: to the area of the account's country (unspecified gives France). */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const area = await loadArea(context);
    if (area.kind === 'signed-out') throw redirect({ to: '/create-customer' });
    const country = area.kind === 'ready' ? area.account.countryCode : CountryCode.UNSPECIFIED;
    const { prefix, locale } = getHomeArea(country);
    throw redirect({ to: '/$country/$locale', params: { country: prefix, locale } });
  },
});
