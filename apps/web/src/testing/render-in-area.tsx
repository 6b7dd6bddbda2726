import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { isCountryPrefix, isLocale } from '@foundly/domain';
import {
  AccountSchema,
  GetMyOrderResponseSchema,
  OrderSchema,
  FeatureFlagSchema,
} from '@foundly/proto';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRoute,
  type RouteComponent,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { Viewer } from '../app/session.js';
import { frenchQuestionnaire } from '../features/french-questionnaire/french-questionnaire.js';
import type { Questionnaire } from '../features/questionnaire/questionnaire.js';
import { StepProvider } from '../features/questionnaire/step-context.js';
import { spanishQuestionnaire } from '../features/spanish-questionnaire/spanish-questionnaire.js';
import { ukQuestionnaire } from '../features/uk-questionnaire/uk-questionnaire.js';
import { AreaProvider } from '../app/area/use-area.js';
import { useCurrentOrder } from '../features/order/api/current-order.js';
import { renderWithApp, type AppOptions } from './render-with-app.js';

/** The order of the signed-in account in every test. */
export const ORDER_ID = 'order-1';

/** What GetMyOrder answers, field by field. */
export type OrderData = Omit<MessageInitShape<typeof GetMyOrderResponseSchema>, '$typeName'>;

/** GetMyOrder's answer, or a function giving each answer in turn; its order is ORDER_ID. */
type OrderAnswer = OrderData | (() => OrderData);

export interface AreaOptions extends Omit<AppOptions, 'locale'> {
  /** Where the page opens, starting with its area, e.g. /es/en-gb/documents; it gives the language. */
  path: string;
  order?: OrderAnswer;
  /** The signed-in person; none by default. */
  viewer?: Viewer | null;
  /** The account's fields besides its order (ORDER_ID), e.g. its id and features. */
  account?: Omit<MessageInitShape<typeof AccountSchema>, '$typeName' | 'orderId'>;
  /** The feature flags; none by default. */
  flags?: { name: string; enabled: boolean }[];
}

/** The area a path belongs to: /es/en-gb/... is the Spanish area in English. */
function areaOf(path: string) {
  const [, prefix, locale] = path.split('/');
  if (!isCountryPrefix(prefix) || !isLocale(locale)) {
    throw new Error(`${path} is not inside a country area`);
  }
  return { prefix, locale, basePath: `/${prefix}/${locale}` };
}

function answerOrder(order: OrderAnswer) {
  const response = create(GetMyOrderResponseSchema, typeof order === 'function' ? order() : order);
  response.order ??= create(OrderSchema);
  response.order.id ||= ORDER_ID;
  return response;
}

/**
 * Renders a page of a country area with the app's providers: the area of
 * `path` (its language, the account of ORDER_ID), a router opened at `path`
 * and an in-memory server answering GetMyOrder with `order`. `page` is the
 * root route's component, or a whole route tree.
 */
export function renderInArea(page: RouteComponent | AnyRoute, options: AreaOptions) {
  const { path, order, viewer = null, account, flags = [], ...app } = options;
  const area = areaOf(path);
  const router = createRouter({
    routeTree: typeof page === 'function' ? createRootRoute({ component: page }) : page,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const server = order
    ? { ...app.server, order: { getMyOrder: () => answerOrder(order), ...app.server?.order } }
    : app.server;
  const result = renderWithApp(
    <AreaProvider
      value={{
        ...area,
        viewer,
        account: create(AccountSchema, { ...account, orderId: ORDER_ID }),
        flags: flags.map((flag) => create(FeatureFlagSchema, flag)),
      }}
    >
      <RouterProvider router={router} />
    </AreaProvider>,
    { ...app, locale: area.locale, server },
  );
  return { ...result, router };
}

/** Each area's questionnaire, as the funnel route gives it. */
const QUESTIONNAIRES: Partial<Record<string, Questionnaire>> = {
  fr: frenchQuestionnaire,
  es: spanishQuestionnaire,
  uk: ukQuestionnaire,
};

/** The funnel, step and questionnaire of a path such as /fr/en-gb/funnel/final-summary/summary?view=x. */
function stepOf(path: string) {
  const match = /\/funnel\/([^/?]+)\/([^/?]+)/.exec(path);
  const questionnaire = QUESTIONNAIRES[areaOf(path).prefix];
  if (!match || !questionnaire) throw new Error(`${path} is not the path of a questionnaire step`);
  return { funnel: match[1]!, step: match[2]!, questionnaire };
}

/**
 * Renders a questionnaire step as the funnel page does: in its area, with its
 * country's questionnaire, at its path (e.g.
 * /fr/en-gb/funnel/business-information/vat), once the order has loaded.
 */
export function renderStep(Step: ComponentType, options: AreaOptions & { order: OrderAnswer }) {
  const location = stepOf(options.path);
  function LoadedStep() {
    const { data } = useCurrentOrder();
    return data?.order ? (
      <StepProvider value={location}>
        <Step />
      </StepProvider>
    ) : null;
  }
  return renderInArea(LoadedStep, options);
}
