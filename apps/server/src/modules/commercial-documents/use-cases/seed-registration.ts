import type { Database } from '../../../db/client.js';
import type { StoredAddress } from '../../../db/schema/index.js';
import { findAccount, upsertRegistration } from '../commercial-documents.repository.js';

export interface CompanyRegistration {
  registrationNumber: string;
  vatNumber: string;
  register: string;
  /** Minor units. */
  shareCapital: bigint;
  /** As the register gives it; null when none is recorded. */
  registeredOffice: StoredAddress | null;
  /** Who recorded it: an operator's id, or where it came from. */
  recordedBy: string;
}

/**
 * Records (or replaces) the registration of an account's company, the seller's numbers its
 * invoices print. False when the account does not exist.
 */
export async function seedCompanyRegistration(
  db: Database,
  accountId: string,
  registration: CompanyRegistration,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await findAccount(tx, accountId))) return false;
    await upsertRegistration(tx, { accountId, ...registration, updatedAt: new Date() });
    return true;
  });
}
