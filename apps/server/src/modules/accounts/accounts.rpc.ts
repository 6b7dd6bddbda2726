import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { AccountSchema, AccountService, CountryCode } from '@foundly/proto';
import type { AppContext } from '../../app-context.js';
import { requireCaller } from '../../rpc/caller.js';
import { listAccountsOfUser } from './accounts.repository.js';
import { toEpochSeconds } from '../../rpc/timestamps.js';

export function createAccountService(app: AppContext): ServiceImpl<typeof AccountService> {
  return {
    async getMyAccounts(_request, ctx) {
      const caller = await requireCaller(app, ctx);
      const rows = await listAccountsOfUser(app.db, caller.userId);
      return {
        accounts: rows.map((row) =>
          create(AccountSchema, {
            id: row.id,
            orderId: row.orderId ?? '',
            countryCode: CountryCode[row.countryCode],
            createdAt: toEpochSeconds(row.createdAt),
            users: row.userIds.map((id) => ({ id })),
            features: { meBanking: row.meBanking },
          }),
        ),
      };
    },
  };
}
