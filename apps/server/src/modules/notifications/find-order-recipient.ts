import { getHomeArea, isLocale, type CountryPrefix, type Locale } from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authUsers, customers, orders } from '../../db/schema/index.js';

/** Who the e-mails of an order go to, and in which language. */
export interface OrderRecipient {
  email: string;
  name: string;
  locale: Locale;
  /** The country area of the order's pages (`/es/...`), whatever the language. */
  prefix: CountryPrefix;
}

/**
 * The founder of an order: their e-mail, name and language (the one they
 * chose, else their country's), and the area of the order's pages.
 */
export async function findOrderRecipient(
  db: Executor,
  orderId: string,
): Promise<OrderRecipient | undefined> {
  const [row] = await db
    .select({
      email: customers.email,
      customerName: customers.name,
      userName: authUsers.name,
      locale: authUsers.locale,
      country: orders.countryCode,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(authUsers, eq(authUsers.id, customers.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  const country = CountryCode[row.country] ?? CountryCode.UNSPECIFIED;
  const area = getHomeArea(country);
  return {
    email: row.email,
    name: row.customerName || row.userName,
    locale: isLocale(row.locale ?? undefined) ? (row.locale as Locale) : area.locale,
    prefix: area.prefix,
  };
}
