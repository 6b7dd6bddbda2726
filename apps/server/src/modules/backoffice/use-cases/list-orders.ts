import { DomainError, ErrorCode, getWaitingOn, type WaitingOn } from '@foundly/domain';
import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import type { AppContext } from '../../../app-context.js';
import { isUuid } from '../../../rpc/caller.js';
import { toCountryCodeName, toLegalFormName, toStatusName } from '../../order-records/index.js';
import { countOrders, listOrderSummaries } from '../backoffice.repository.js';

export interface ListOrdersInput {
  countryCode: CountryCode;
  status: OrderStatus;
  legalForm: LegalForm;
  waitingOn: WaitingOn | undefined;
  waitingOnBank: boolean;
  query: string;
  pageSize: number;
  pageToken: string;
}

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const MAX_QUERY_LENGTH = 200;

const ALL_STATUSES = Object.values(OrderStatus).filter(
  (value): value is OrderStatus => typeof value === 'number' && value !== OrderStatus.UNSPECIFIED,
);

/** The page token is the offset of the next page, opaque to clients. */
function readPageToken(token: string): number {
  if (!token) return 0;
  const offset = Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Invalid page token', [
      { field: 'page_token', message: 'errors.field.invalid' },
    ]);
  }
  return offset;
}

/** The files matching the filters, the most recently changed first, a page at a time. */
export async function listOrders(app: AppContext, input: ListOrdersInput) {
  if (input.query.length > MAX_QUERY_LENGTH) {
    throw new DomainError(ErrorCode.InvalidArgument, 'Search too long', [
      { field: 'query', message: 'errors.field.tooLong' },
    ]);
  }
  const limit = input.pageSize <= 0 ? DEFAULT_PAGE_SIZE : Math.min(input.pageSize, MAX_PAGE_SIZE);
  const offset = readPageToken(input.pageToken);
  const query = input.query.trim();
  const filters = {
    countryCode:
      input.countryCode === CountryCode.UNSPECIFIED
        ? undefined
        : toCountryCodeName(input.countryCode),
    status: input.status === OrderStatus.UNSPECIFIED ? undefined : toStatusName(input.status),
    legalForm:
      input.legalForm === LegalForm.UNSPECIFIED ? undefined : toLegalFormName(input.legalForm),
    statuses: input.waitingOn
      ? ALL_STATUSES.filter((status) => getWaitingOn(status) === input.waitingOn).map(toStatusName)
      : undefined,
    waitingOnBank: input.waitingOnBank,
    query,
    isOrderId: isUuid(query),
  };
  const [rows, total] = await Promise.all([
    listOrderSummaries(app.db, filters, { limit: limit + 1, offset }),
    countOrders(app.db, filters),
  ]);
  const hasMore = rows.length > limit;
  return {
    rows: rows.slice(0, limit),
    total,
    nextPageToken: hasMore ? Buffer.from(String(offset + limit)).toString('base64url') : '',
  };
}
